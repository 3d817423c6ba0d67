sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1894.13 qps: 11397.74 (r/w/o: 0.00/7601.49/3796.25) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 2051.42 qps: 12307.50 (r/w/o: 0.00/8205.67/4101.83) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1975.72 qps: 11856.31 (r/w/o: 0.00/7903.87/3952.44) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1777.50 qps: 10661.99 (r/w/o: 0.00/7107.99/3554.00) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1922.01 qps: 11541.07 (r/w/o: 0.00/7696.05/3845.02) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 2033.00 qps: 12198.02 (r/w/o: 0.00/8132.01/4066.01) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1927.54 qps: 11552.27 (r/w/o: 0.00/7698.18/3854.09) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1843.28 qps: 11054.68 (r/w/o: 0.00/7369.12/3685.56) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1752.05 qps: 10525.28 (r/w/o: 0.00/7019.18/3506.09) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1006.89 qps: 6041.36 (r/w/o: 0.00/4027.57/2013.79) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1775.02 qps: 10638.12 (r/w/o: 0.00/7088.08/3550.04) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1832.33 qps: 11002.98 (r/w/o: 0.00/7338.32/3664.66) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1668.37 qps: 10014.20 (r/w/o: 0.00/6677.46/3336.73) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1643.72 qps: 9862.32 (r/w/o: 0.00/6574.88/3287.44) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1464.78 qps: 8788.71 (r/w/o: 0.00/5859.14/2929.57) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1515.18 qps: 9095.05 (r/w/o: 0.00/6064.70/3030.35) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1435.03 qps: 8590.18 (r/w/o: 0.00/5722.12/2868.06) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1533.88 qps: 9203.25 (r/w/o: 0.00/6134.50/3068.75) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 664.43 qps: 3975.56 (r/w/o: 0.00/2645.70/1329.86) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1546.04 qps: 9286.23 (r/w/o: 0.00/6195.16/3091.08) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1263.03 qps: 7593.19 (r/w/o: 0.00/5066.12/2527.06) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1384.14 qps: 8296.86 (r/w/o: 0.00/5529.57/2767.28) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1190.64 qps: 7131.83 (r/w/o: 0.00/4749.55/2382.28) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1301.87 qps: 7819.22 (r/w/o: 0.00/5216.48/2602.74) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1431.90 qps: 8593.42 (r/w/o: 0.00/5731.61/2861.81) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1470.38 qps: 8830.26 (r/w/o: 0.00/5886.51/2943.75) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1303.48 qps: 7823.86 (r/w/o: 0.00/5217.91/2605.95) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1514.19 qps: 9063.15 (r/w/o: 0.00/6033.77/3029.39) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1553.88 qps: 9338.25 (r/w/o: 0.00/6230.50/3107.75) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1459.80 qps: 8767.78 (r/w/o: 0.00/5848.19/2919.59) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1707.30 qps: 10243.82 (r/w/o: 0.00/6829.21/3414.61) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1692.81 qps: 10149.89 (r/w/o: 0.00/6764.26/3385.63) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1628.63 qps: 9772.77 (r/w/o: 0.00/6515.51/3257.26) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1526.29 qps: 9150.76 (r/w/o: 0.00/6098.17/3052.59) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1537.15 qps: 9238.88 (r/w/o: 0.00/6164.59/3074.29) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1688.68 qps: 10117.07 (r/w/o: 0.00/6739.72/3377.36) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1445.87 qps: 8686.20 (r/w/o: 0.00/5794.46/2891.73) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1472.73 qps: 8835.38 (r/w/o: 0.00/5890.92/2944.46) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1942.43 qps: 11637.53 (r/w/o: 0.00/7752.67/3884.87) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1701.99 qps: 10219.95 (r/w/o: 0.00/6814.97/3404.98) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1723.29 qps: 10339.72 (r/w/o: 0.00/6893.14/3446.57) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1765.76 qps: 10593.56 (r/w/o: 0.00/7062.04/3531.52) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1568.95 qps: 9423.68 (r/w/o: 0.00/6285.79/3137.89) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1523.86 qps: 9147.15 (r/w/o: 0.00/6099.43/3047.72) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1324.06 qps: 7938.36 (r/w/o: 0.00/5291.24/2647.12) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           285572
        other:                           142786
        total:                           428358
    transactions:                        71393  (1586.31 per sec.)
    queries:                             428358 (9517.86 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0053s
    total number of events:              71393

Latency (ms):
         min:                                    0.58
         avg:                                    5.04
         max:                                  542.16
         95th percentile:                        9.39
         sum:                               359781.17

Threads fairness:
    events (avg/stddev):           8924.1250/23.98
    execution time (avg/stddev):   44.9726/0.00

