sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 2103.87 qps: 12655.13 (r/w/o: 0.00/8439.41/4215.72) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1893.55 qps: 11360.30 (r/w/o: 0.00/7573.20/3787.10) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1792.07 qps: 10761.43 (r/w/o: 0.00/7177.29/3584.14) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1848.31 qps: 11084.88 (r/w/o: 0.00/7388.25/3696.62) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1943.91 qps: 11665.46 (r/w/o: 0.00/7777.64/3887.82) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1852.69 qps: 11096.17 (r/w/o: 0.00/7390.79/3705.39) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1903.35 qps: 11438.08 (r/w/o: 0.00/7632.39/3805.70) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1934.66 qps: 11612.94 (r/w/o: 0.00/7742.63/3870.31) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 2126.10 qps: 12738.61 (r/w/o: 0.00/8489.41/4249.20) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 2017.06 qps: 12101.39 (r/w/o: 0.00/8064.26/4037.13) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1967.03 qps: 11821.19 (r/w/o: 0.00/7887.13/3934.06) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1861.98 qps: 11171.87 (r/w/o: 0.00/7447.91/3723.96) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1996.51 qps: 11978.04 (r/w/o: 0.00/7985.02/3993.01) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 2141.35 qps: 12849.12 (r/w/o: 0.00/8566.41/4282.71) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 2323.27 qps: 13919.63 (r/w/o: 0.00/9273.08/4646.54) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 2038.95 qps: 12253.69 (r/w/o: 0.00/8175.79/4077.90) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 2032.54 qps: 12192.27 (r/w/o: 0.00/8127.18/4065.09) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 2025.59 qps: 12147.53 (r/w/o: 0.00/8097.36/4050.18) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1774.05 qps: 10638.29 (r/w/o: 0.00/7089.19/3549.10) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 2076.60 qps: 12471.59 (r/w/o: 0.00/8318.40/4153.20) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 2102.15 qps: 12602.87 (r/w/o: 0.00/8399.58/4203.29) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1725.35 qps: 10363.10 (r/w/o: 0.00/6911.40/3451.70) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1877.53 qps: 11252.20 (r/w/o: 0.00/7498.13/3754.07) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 2044.12 qps: 12256.72 (r/w/o: 0.00/8167.48/4089.24) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1773.92 qps: 10650.52 (r/w/o: 0.00/7103.68/3546.84) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 2017.22 qps: 12102.30 (r/w/o: 0.00/8067.87/4034.43) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1930.61 qps: 11589.65 (r/w/o: 0.00/7727.43/3862.22) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 2052.93 qps: 12312.60 (r/w/o: 0.00/8206.74/4105.87) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 2096.14 qps: 12590.86 (r/w/o: 0.00/8398.58/4192.28) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 2145.49 qps: 12873.96 (r/w/o: 0.00/8582.98/4290.99) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 2042.86 qps: 12254.14 (r/w/o: 0.00/8168.42/4085.71) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1809.65 qps: 10861.88 (r/w/o: 0.00/7242.59/3619.29) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1832.96 qps: 10992.78 (r/w/o: 0.00/7326.85/3665.93) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1606.57 qps: 9642.42 (r/w/o: 0.00/6429.28/3213.14) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1839.30 qps: 11030.82 (r/w/o: 0.00/7353.21/3677.61) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1987.89 qps: 11920.33 (r/w/o: 0.00/7943.56/3976.78) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 2286.73 qps: 13716.36 (r/w/o: 0.00/9143.91/4572.45) lat (ms,95%): 6.09 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 2038.57 qps: 12249.46 (r/w/o: 0.00/8171.31/4078.15) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 2077.82 qps: 12464.95 (r/w/o: 0.00/8309.30/4155.65) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1702.57 qps: 10210.39 (r/w/o: 0.00/6805.25/3405.14) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1824.52 qps: 10954.13 (r/w/o: 0.00/7305.08/3649.04) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1969.23 qps: 11812.41 (r/w/o: 0.00/7873.94/3938.47) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1747.20 qps: 10461.16 (r/w/o: 0.00/6966.77/3494.39) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 2100.15 qps: 12608.93 (r/w/o: 0.00/8408.62/4200.31) lat (ms,95%): 6.09 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1611.42 qps: 9680.50 (r/w/o: 0.00/6458.67/3221.83) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           351636
        other:                           175818
        total:                           527454
    transactions:                        87909  (1953.27 per sec.)
    queries:                             527454 (11719.63 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0057s
    total number of events:              87909

Latency (ms):
         min:                                    0.63
         avg:                                    4.09
         max:                                  166.94
         95th percentile:                        7.70
         sum:                               359770.31

Threads fairness:
    events (avg/stddev):           10988.6250/23.53
    execution time (avg/stddev):   44.9713/0.00

