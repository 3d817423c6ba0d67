sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 2098.12 qps: 12623.55 (r/w/o: 0.00/8420.34/4203.21) lat (ms,95%): 5.47 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1936.40 qps: 11623.42 (r/w/o: 0.00/7749.61/3873.81) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1781.04 qps: 10686.25 (r/w/o: 0.00/7124.17/3562.08) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1596.75 qps: 9577.52 (r/w/o: 0.00/6384.01/3193.51) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1804.16 qps: 10827.93 (r/w/o: 0.00/7219.62/3608.31) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1813.88 qps: 10863.30 (r/w/o: 0.00/7236.53/3626.76) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1600.10 qps: 9614.58 (r/w/o: 0.00/6414.39/3200.19) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1556.25 qps: 9325.50 (r/w/o: 0.00/6212.01/3113.50) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1429.27 qps: 8587.59 (r/w/o: 0.00/5729.06/2858.53) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1786.25 qps: 10719.50 (r/w/o: 0.00/7147.00/3572.50) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1693.74 qps: 10149.41 (r/w/o: 0.00/6761.93/3387.49) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1735.87 qps: 10427.20 (r/w/o: 0.00/6956.46/3470.73) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1344.21 qps: 8067.24 (r/w/o: 0.00/5377.83/2689.41) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1363.71 qps: 8176.27 (r/w/o: 0.00/5448.85/2727.42) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1131.26 qps: 6792.56 (r/w/o: 0.00/4530.04/2262.52) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1337.84 qps: 8028.03 (r/w/o: 0.00/5352.36/2675.68) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1399.21 qps: 8393.26 (r/w/o: 0.00/5594.84/2798.42) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1207.16 qps: 7247.96 (r/w/o: 0.00/4833.64/2414.32) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1324.63 qps: 7939.81 (r/w/o: 0.00/5291.54/2648.27) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1401.65 qps: 8414.92 (r/w/o: 0.00/5610.61/2804.31) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1261.44 qps: 7551.61 (r/w/o: 0.00/5028.74/2522.87) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1375.25 qps: 8270.44 (r/w/o: 0.00/5519.94/2750.50) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1482.01 qps: 8893.07 (r/w/o: 0.00/5929.05/2964.02) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1408.01 qps: 8448.05 (r/w/o: 0.00/5632.03/2816.02) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1547.49 qps: 9284.91 (r/w/o: 0.00/6189.94/3094.97) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1629.68 qps: 9757.01 (r/w/o: 0.00/6499.66/3257.35) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1606.68 qps: 9656.10 (r/w/o: 0.00/6440.73/3215.37) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1657.23 qps: 9946.41 (r/w/o: 0.00/6631.94/3314.47) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1637.94 qps: 9821.65 (r/w/o: 0.00/6546.76/3274.88) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1791.97 qps: 10747.81 (r/w/o: 0.00/7162.87/3584.94) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1696.18 qps: 10181.11 (r/w/o: 0.00/6789.74/3391.37) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1723.04 qps: 10338.26 (r/w/o: 0.00/6891.17/3447.09) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1952.08 qps: 11711.49 (r/w/o: 0.00/7808.33/3903.16) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 2106.82 qps: 12646.91 (r/w/o: 0.00/8432.27/4214.64) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1652.88 qps: 9907.31 (r/w/o: 0.00/6601.54/3305.77) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1611.30 qps: 9677.80 (r/w/o: 0.00/6455.20/3222.60) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1374.98 qps: 8241.90 (r/w/o: 0.00/5492.93/2748.97) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1843.97 qps: 11069.79 (r/w/o: 0.00/7380.86/3688.93) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1938.06 qps: 11633.37 (r/w/o: 0.00/7757.24/3876.12) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1899.42 qps: 11392.50 (r/w/o: 0.00/7593.67/3798.83) lat (ms,95%): 5.99 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1937.74 qps: 11608.42 (r/w/o: 0.00/7735.95/3872.47) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1841.66 qps: 11070.95 (r/w/o: 0.00/7384.63/3686.31) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1963.03 qps: 11766.20 (r/w/o: 0.00/7840.14/3926.06) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1441.73 qps: 8654.38 (r/w/o: 0.00/5771.92/2882.46) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1527.80 qps: 9151.79 (r/w/o: 0.00/6097.19/3054.60) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           293072
        other:                           146536
        total:                           439608
    transactions:                        73268  (1627.24 per sec.)
    queries:                             439608 (9763.44 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0256s
    total number of events:              73268

Latency (ms):
         min:                                    0.62
         avg:                                    4.91
         max:                                  147.54
         95th percentile:                        8.90
         sum:                               359874.38

Threads fairness:
    events (avg/stddev):           9158.5000/28.58
    execution time (avg/stddev):   44.9843/0.01

