sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1020.91 qps: 6165.32 (r/w/o: 0.00/4115.53/2049.79) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 516.12 qps: 3096.73 (r/w/o: 0.00/2064.49/1032.24) lat (ms,95%): 36.89 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1172.92 qps: 7037.52 (r/w/o: 0.00/4691.68/2345.84) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 914.71 qps: 5481.27 (r/w/o: 0.00/3651.85/1829.42) lat (ms,95%): 23.95 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 999.34 qps: 5993.02 (r/w/o: 0.00/3995.35/1997.67) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 783.95 qps: 4713.64 (r/w/o: 0.00/3144.74/1568.90) lat (ms,95%): 30.81 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 888.73 qps: 5330.33 (r/w/o: 0.00/3552.88/1777.45) lat (ms,95%): 33.72 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 768.35 qps: 4598.14 (r/w/o: 0.00/3063.43/1534.71) lat (ms,95%): 32.53 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1099.22 qps: 6605.34 (r/w/o: 0.00/4404.89/2200.44) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 818.01 qps: 4912.05 (r/w/o: 0.00/3276.03/1636.02) lat (ms,95%): 29.72 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 754.48 qps: 4515.91 (r/w/o: 0.00/3006.95/1508.97) lat (ms,95%): 34.95 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 731.30 qps: 4393.77 (r/w/o: 0.00/2931.18/1462.59) lat (ms,95%): 31.37 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 584.13 qps: 3496.02 (r/w/o: 0.00/2327.76/1168.26) lat (ms,95%): 34.95 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 581.62 qps: 3502.07 (r/w/o: 0.00/2338.83/1163.25) lat (ms,95%): 59.99 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 651.69 qps: 3902.18 (r/w/o: 0.00/2598.81/1303.37) lat (ms,95%): 36.89 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1033.36 qps: 6206.21 (r/w/o: 0.00/4139.49/2066.72) lat (ms,95%): 27.17 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 651.33 qps: 3909.95 (r/w/o: 0.00/2607.30/1302.65) lat (ms,95%): 42.61 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 785.46 qps: 4709.73 (r/w/o: 0.00/3138.82/1570.91) lat (ms,95%): 28.67 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 701.98 qps: 4203.86 (r/w/o: 0.00/2800.91/1402.95) lat (ms,95%): 36.24 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 735.02 qps: 4421.11 (r/w/o: 0.00/2950.08/1471.04) lat (ms,95%): 35.59 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 643.85 qps: 3865.10 (r/w/o: 0.00/2577.40/1287.70) lat (ms,95%): 41.85 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 395.34 qps: 2370.02 (r/w/o: 0.00/1579.35/790.68) lat (ms,95%): 40.37 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 766.90 qps: 4598.53 (r/w/o: 0.00/3065.68/1532.84) lat (ms,95%): 36.24 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 376.08 qps: 2261.54 (r/w/o: 0.00/1508.37/753.17) lat (ms,95%): 52.89 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 838.66 qps: 5016.57 (r/w/o: 0.00/3339.26/1677.32) lat (ms,95%): 34.33 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 640.49 qps: 3850.92 (r/w/o: 0.00/2569.95/1280.97) lat (ms,95%): 33.12 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 828.31 qps: 4972.88 (r/w/o: 0.00/3316.26/1656.62) lat (ms,95%): 32.53 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 886.41 qps: 5322.44 (r/w/o: 0.00/3549.62/1772.81) lat (ms,95%): 28.67 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 807.66 qps: 4845.93 (r/w/o: 0.00/3230.62/1615.31) lat (ms,95%): 29.72 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 765.00 qps: 4590.02 (r/w/o: 0.00/3060.01/1530.01) lat (ms,95%): 37.56 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 726.97 qps: 4361.83 (r/w/o: 0.00/2907.89/1453.94) lat (ms,95%): 31.94 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 445.23 qps: 2671.39 (r/w/o: 0.00/1780.92/890.46) lat (ms,95%): 51.02 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 843.96 qps: 5060.71 (r/w/o: 0.00/3372.80/1687.92) lat (ms,95%): 36.24 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 325.96 qps: 1958.75 (r/w/o: 0.00/1306.83/651.92) lat (ms,95%): 52.89 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 436.36 qps: 2618.18 (r/w/o: 0.00/1745.45/872.73) lat (ms,95%): 44.98 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 397.63 qps: 2385.80 (r/w/o: 0.00/1590.53/795.27) lat (ms,95%): 87.56 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 298.97 qps: 1793.85 (r/w/o: 0.00/1195.90/597.95) lat (ms,95%): 82.96 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 793.70 qps: 4762.19 (r/w/o: 0.00/3174.79/1587.40) lat (ms,95%): 34.33 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 985.90 qps: 5910.39 (r/w/o: 0.00/3938.58/1971.81) lat (ms,95%): 24.83 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 862.35 qps: 5172.13 (r/w/o: 0.00/3448.42/1723.71) lat (ms,95%): 27.17 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1138.90 qps: 6833.37 (r/w/o: 0.00/4554.58/2278.79) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1604.73 qps: 9619.37 (r/w/o: 0.00/6411.91/3207.46) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1422.14 qps: 8541.83 (r/w/o: 0.00/5696.55/2845.28) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1398.66 qps: 8398.96 (r/w/o: 0.00/5600.64/2798.32) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1479.11 qps: 8844.66 (r/w/o: 0.00/5892.44/2952.22) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           145132
        other:                           72566
        total:                           217698
    transactions:                        36283  (806.18 per sec.)
    queries:                             217698 (4837.09 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0056s
    total number of events:              36283

Latency (ms):
         min:                                    0.40
         avg:                                    9.92
         max:                                  193.23
         95th percentile:                       31.94
         sum:                               359880.04

Threads fairness:
    events (avg/stddev):           4535.3750/63.34
    execution time (avg/stddev):   44.9850/0.00

