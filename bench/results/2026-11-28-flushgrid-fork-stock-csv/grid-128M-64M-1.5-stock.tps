sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 256.45 qps: 1570.63 (r/w/o: 0.00/1049.75/520.88) lat (ms,95%): 23.95 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 749.48 qps: 4474.85 (r/w/o: 0.00/2975.90/1498.95) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 881.74 qps: 5316.41 (r/w/o: 0.00/3552.93/1763.48) lat (ms,95%): 26.68 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1404.95 qps: 8420.71 (r/w/o: 0.00/5612.80/2807.90) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1313.12 qps: 7881.74 (r/w/o: 0.00/5254.49/2627.25) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1366.05 qps: 8200.31 (r/w/o: 0.00/5468.21/2732.10) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1529.70 qps: 9174.17 (r/w/o: 0.00/6113.78/3060.39) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1511.93 qps: 9077.61 (r/w/o: 0.00/6053.74/3023.87) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1682.68 qps: 10080.09 (r/w/o: 0.00/6714.72/3365.36) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1657.69 qps: 9959.16 (r/w/o: 0.00/6643.77/3315.39) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1765.11 qps: 10592.69 (r/w/o: 0.00/7063.46/3529.23) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1835.16 qps: 10995.96 (r/w/o: 0.00/7324.64/3671.32) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1765.92 qps: 10590.52 (r/w/o: 0.00/7061.68/3528.84) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1820.55 qps: 10945.28 (r/w/o: 0.00/7301.18/3644.10) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1623.30 qps: 9729.78 (r/w/o: 0.00/6483.19/3246.59) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1681.93 qps: 10097.61 (r/w/o: 0.00/6733.74/3363.87) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1490.88 qps: 8945.28 (r/w/o: 0.00/5963.52/2981.76) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1639.42 qps: 9831.50 (r/w/o: 0.00/6553.67/3277.83) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1526.96 qps: 9156.74 (r/w/o: 0.00/6101.83/3054.92) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 2009.20 qps: 12066.19 (r/w/o: 0.00/8047.79/4018.40) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1699.49 qps: 10191.92 (r/w/o: 0.00/6792.94/3398.97) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 2065.69 qps: 12399.12 (r/w/o: 0.00/8267.75/4131.37) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1851.68 qps: 11112.06 (r/w/o: 0.00/7408.70/3703.35) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 2084.71 qps: 12506.27 (r/w/o: 0.00/8336.84/4169.42) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1720.80 qps: 10321.79 (r/w/o: 0.00/6880.19/3441.60) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1719.85 qps: 10319.07 (r/w/o: 0.00/6880.38/3438.69) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1552.39 qps: 9315.37 (r/w/o: 0.00/6209.58/3105.79) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1651.04 qps: 9902.25 (r/w/o: 0.00/6600.17/3302.08) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1640.71 qps: 9849.25 (r/w/o: 0.00/6568.84/3280.41) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1696.13 qps: 10175.80 (r/w/o: 0.00/6782.53/3393.27) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1345.06 qps: 8070.36 (r/w/o: 0.00/5380.24/2690.12) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1385.98 qps: 8323.90 (r/w/o: 0.00/5551.94/2771.97) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 31.00 qps: 186.00 (r/w/o: 0.00/124.00/62.00) lat (ms,95%): 580.02 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 401.94 qps: 2395.66 (r/w/o: 0.00/1592.78/802.89) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1848.53 qps: 11101.21 (r/w/o: 0.00/7403.14/3698.07) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 2020.97 qps: 12124.81 (r/w/o: 0.00/8083.87/4040.94) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1840.36 qps: 11033.15 (r/w/o: 0.00/7351.43/3681.71) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1932.83 qps: 11612.97 (r/w/o: 0.00/7747.31/3865.65) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1829.84 qps: 10966.02 (r/w/o: 0.00/7307.35/3658.67) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1496.76 qps: 8983.53 (r/w/o: 0.00/5990.02/2993.51) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1793.78 qps: 10764.65 (r/w/o: 0.00/7176.10/3588.55) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1575.14 qps: 9444.82 (r/w/o: 0.00/6294.55/3150.27) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1735.38 qps: 10412.29 (r/w/o: 0.00/6941.53/3470.76) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1472.51 qps: 8843.04 (r/w/o: 0.00/5898.03/2945.02) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1801.62 qps: 10801.74 (r/w/o: 0.00/7200.49/3601.25) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           278844
        other:                           139422
        total:                           418266
    transactions:                        69711  (1548.91 per sec.)
    queries:                             418266 (9293.49 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0058s
    total number of events:              69711

Latency (ms):
         min:                                    0.78
         avg:                                    5.16
         max:                                  716.07
         95th percentile:                       13.95
         sum:                               359731.49

Threads fairness:
    events (avg/stddev):           8713.8750/42.51
    execution time (avg/stddev):   44.9664/0.01

