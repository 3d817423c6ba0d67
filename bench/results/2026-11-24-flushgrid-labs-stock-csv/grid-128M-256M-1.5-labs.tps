sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 912.94 qps: 5507.55 (r/w/o: 0.00/3673.69/1833.86) lat (ms,95%): 20.74 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1260.22 qps: 7571.32 (r/w/o: 0.00/5050.89/2520.44) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1398.12 qps: 8379.73 (r/w/o: 0.00/5583.49/2796.24) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1381.63 qps: 8290.78 (r/w/o: 0.00/5527.52/2763.26) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1452.85 qps: 8706.13 (r/w/o: 0.00/5800.42/2905.71) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1638.65 qps: 9839.89 (r/w/o: 0.00/6562.60/3277.30) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1611.27 qps: 9667.63 (r/w/o: 0.00/6445.09/3222.54) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1219.99 qps: 7323.92 (r/w/o: 0.00/4883.95/2439.97) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1284.17 qps: 7709.04 (r/w/o: 0.00/5140.69/2568.34) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1435.89 qps: 8603.35 (r/w/o: 0.00/5734.57/2868.78) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 850.68 qps: 5115.06 (r/w/o: 0.00/3410.71/1704.35) lat (ms,95%): 29.19 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1655.19 qps: 9911.11 (r/w/o: 0.00/6604.74/3306.38) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1594.54 qps: 9582.24 (r/w/o: 0.00/6390.15/3192.08) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1086.76 qps: 6529.55 (r/w/o: 0.00/4355.04/2174.51) lat (ms,95%): 23.52 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 873.11 qps: 5238.64 (r/w/o: 0.00/3492.43/1746.21) lat (ms,95%): 36.24 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1805.08 qps: 10828.47 (r/w/o: 0.00/7218.31/3610.16) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1243.25 qps: 7434.57 (r/w/o: 0.00/4948.07/2486.51) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1695.71 qps: 10186.22 (r/w/o: 0.00/6794.81/3391.41) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1616.99 qps: 9712.90 (r/w/o: 0.00/6478.93/3233.97) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1610.04 qps: 9660.22 (r/w/o: 0.00/6440.15/3220.07) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1838.04 qps: 11032.23 (r/w/o: 0.00/7356.15/3676.08) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1686.53 qps: 10085.12 (r/w/o: 0.00/6715.06/3370.05) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1758.52 qps: 10575.09 (r/w/o: 0.00/7055.06/3520.04) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1940.55 qps: 11640.29 (r/w/o: 0.00/7760.19/3880.10) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1703.84 qps: 10227.04 (r/w/o: 0.00/6819.36/3407.68) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1732.17 qps: 10379.99 (r/w/o: 0.00/6914.66/3465.33) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1128.60 qps: 6793.55 (r/w/o: 0.00/4536.36/2257.19) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1335.70 qps: 8014.22 (r/w/o: 0.00/5342.81/2671.41) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1889.96 qps: 11336.75 (r/w/o: 0.00/7556.83/3779.92) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 2151.06 qps: 12889.35 (r/w/o: 0.00/8587.23/4302.12) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1930.90 qps: 11595.41 (r/w/o: 0.00/7733.60/3861.81) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1909.07 qps: 11460.45 (r/w/o: 0.00/7642.30/3818.15) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1662.88 qps: 9981.30 (r/w/o: 0.00/6655.53/3325.77) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1479.54 qps: 8863.22 (r/w/o: 0.00/5904.15/2959.07) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 767.13 qps: 4604.65 (r/w/o: 0.00/3071.35/1533.30) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1143.67 qps: 6869.40 (r/w/o: 0.00/4582.06/2287.34) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1207.79 qps: 7251.53 (r/w/o: 0.00/4835.00/2416.54) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 21.81 qps: 105.93 (r/w/o: 0.00/62.31/43.62) lat (ms,95%): 282.25 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 997.31 qps: 5978.84 (r/w/o: 0.00/3985.22/1993.61) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 529.81 qps: 3207.80 (r/w/o: 0.00/2147.18/1060.62) lat (ms,95%): 47.47 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 281.81 qps: 1685.85 (r/w/o: 0.00/1122.23/563.62) lat (ms,95%): 48.34 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 277.76 qps: 1671.56 (r/w/o: 0.00/1116.05/555.52) lat (ms,95%): 51.94 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1134.27 qps: 6797.63 (r/w/o: 0.00/4529.09/2268.54) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1405.58 qps: 8441.50 (r/w/o: 0.00/5630.33/2811.16) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 858.39 qps: 5130.35 (r/w/o: 0.00/3417.57/1712.78) lat (ms,95%): 34.95 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           241700
        other:                           120850
        total:                           362550
    transactions:                        60425  (1342.61 per sec.)
    queries:                             362550 (8055.64 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0053s
    total number of events:              60425

Latency (ms):
         min:                                    0.56
         avg:                                    5.95
         max:                                  941.07
         95th percentile:                       13.95
         sum:                               359580.94

Threads fairness:
    events (avg/stddev):           7553.1250/34.03
    execution time (avg/stddev):   44.9476/0.06

