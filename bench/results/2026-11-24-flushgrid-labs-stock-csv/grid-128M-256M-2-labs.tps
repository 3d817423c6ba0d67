sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1747.17 qps: 10505.87 (r/w/o: 0.00/7004.57/3501.29) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1412.70 qps: 8465.20 (r/w/o: 0.00/5641.80/2823.40) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 736.94 qps: 4437.66 (r/w/o: 0.00/2960.77/1476.89) lat (ms,95%): 33.72 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 695.00 qps: 4175.01 (r/w/o: 0.00/2786.01/1389.01) lat (ms,95%): 23.95 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1112.28 qps: 6665.68 (r/w/o: 0.00/4441.12/2224.56) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1061.84 qps: 6382.00 (r/w/o: 0.00/4257.33/2124.67) lat (ms,95%): 27.17 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1226.82 qps: 7349.91 (r/w/o: 0.00/4897.27/2452.64) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 887.76 qps: 5333.55 (r/w/o: 0.00/3557.03/1776.52) lat (ms,95%): 30.26 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 785.93 qps: 4723.62 (r/w/o: 0.00/3151.76/1571.87) lat (ms,95%): 34.33 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 975.19 qps: 5850.15 (r/w/o: 0.00/3899.76/1950.38) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1138.50 qps: 6819.05 (r/w/o: 0.00/4542.04/2277.01) lat (ms,95%): 24.38 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 775.82 qps: 4658.95 (r/w/o: 0.00/3107.31/1551.65) lat (ms,95%): 28.16 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 695.41 qps: 4179.42 (r/w/o: 0.00/2788.60/1390.81) lat (ms,95%): 32.53 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1028.84 qps: 6170.05 (r/w/o: 0.00/4113.37/2056.68) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 793.03 qps: 4757.19 (r/w/o: 0.00/3170.14/1587.05) lat (ms,95%): 27.17 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 888.53 qps: 5325.13 (r/w/o: 0.00/3548.07/1777.06) lat (ms,95%): 25.28 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 837.34 qps: 5036.03 (r/w/o: 0.00/3361.35/1674.67) lat (ms,95%): 27.66 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 765.90 qps: 4595.42 (r/w/o: 0.00/3063.62/1531.81) lat (ms,95%): 28.67 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 719.74 qps: 4294.41 (r/w/o: 0.00/2855.92/1438.49) lat (ms,95%): 34.95 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 473.11 qps: 2862.64 (r/w/o: 0.00/1915.43/947.21) lat (ms,95%): 26.68 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 680.24 qps: 4081.45 (r/w/o: 0.00/2720.97/1360.48) lat (ms,95%): 33.72 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 472.43 qps: 2831.57 (r/w/o: 0.00/1886.71/944.86) lat (ms,95%): 41.10 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 891.26 qps: 5347.54 (r/w/o: 0.00/3565.03/1782.51) lat (ms,95%): 26.20 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1229.71 qps: 7371.26 (r/w/o: 0.00/4912.84/2458.42) lat (ms,95%): 21.11 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 880.77 qps: 5291.61 (r/w/o: 0.00/3529.07/1762.53) lat (ms,95%): 34.33 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 836.11 qps: 5017.66 (r/w/o: 0.00/3345.44/1672.22) lat (ms,95%): 33.72 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 993.21 qps: 5942.22 (r/w/o: 0.00/3956.80/1985.42) lat (ms,95%): 35.59 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 560.95 qps: 3384.69 (r/w/o: 0.00/2261.79/1122.90) lat (ms,95%): 42.61 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 642.12 qps: 3852.72 (r/w/o: 0.00/2568.48/1284.24) lat (ms,95%): 32.53 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 660.25 qps: 3961.50 (r/w/o: 0.00/2641.00/1320.50) lat (ms,95%): 28.67 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 687.45 qps: 4120.69 (r/w/o: 0.00/2745.79/1374.90) lat (ms,95%): 36.89 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 879.15 qps: 5268.91 (r/w/o: 0.00/3510.61/1758.30) lat (ms,95%): 33.12 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 606.99 qps: 3648.97 (r/w/o: 0.00/2434.98/1213.99) lat (ms,95%): 38.25 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 979.29 qps: 5873.71 (r/w/o: 0.00/3916.14/1957.57) lat (ms,95%): 23.52 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1404.92 qps: 8417.52 (r/w/o: 0.00/5606.68/2810.84) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1402.42 qps: 8426.54 (r/w/o: 0.00/5621.69/2804.85) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1052.88 qps: 6304.30 (r/w/o: 0.00/4198.54/2105.76) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1238.56 qps: 7441.35 (r/w/o: 0.00/4964.23/2477.12) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1076.95 qps: 6464.72 (r/w/o: 0.00/4311.82/2152.90) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1178.99 qps: 7073.96 (r/w/o: 0.00/4714.97/2358.99) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 977.95 qps: 5862.67 (r/w/o: 0.00/3906.78/1955.89) lat (ms,95%): 27.66 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1208.09 qps: 7254.57 (r/w/o: 0.00/4838.38/2416.19) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1164.22 qps: 6980.30 (r/w/o: 0.00/4651.87/2328.43) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1180.00 qps: 7086.01 (r/w/o: 0.00/4726.01/2360.00) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 6 tps: 1348.02 qps: 8061.17 (r/w/o: 0.00/5371.12/2690.05) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           172012
        other:                           86006
        total:                           258018
    transactions:                        43003  (955.35 per sec.)
    queries:                             258018 (5732.08 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0127s
    total number of events:              43003

Latency (ms):
         min:                                    0.56
         avg:                                    8.37
         max:                                  270.49
         95th percentile:                       24.38
         sum:                               359764.63

Threads fairness:
    events (avg/stddev):           5375.3750/45.55
    execution time (avg/stddev):   44.9706/0.03

