sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 592.15 qps: 3580.80 (r/w/o: 0.00/2388.53/1192.27) lat (ms,95%): 30.81 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 567.28 qps: 3403.65 (r/w/o: 0.00/2269.10/1134.55) lat (ms,95%): 44.17 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 878.59 qps: 5283.59 (r/w/o: 0.00/3526.42/1757.18) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 803.92 qps: 4823.51 (r/w/o: 0.00/3215.67/1607.84) lat (ms,95%): 24.38 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 776.01 qps: 4651.07 (r/w/o: 0.00/3099.05/1552.02) lat (ms,95%): 30.26 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 645.93 qps: 3876.56 (r/w/o: 0.00/2584.70/1291.85) lat (ms,95%): 24.83 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 812.23 qps: 4877.36 (r/w/o: 0.00/3252.91/1624.45) lat (ms,95%): 25.28 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 816.94 qps: 4880.66 (r/w/o: 0.00/3248.77/1631.89) lat (ms,95%): 24.38 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 867.43 qps: 5215.47 (r/w/o: 0.00/3478.63/1736.84) lat (ms,95%): 23.10 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 319.80 qps: 1928.92 (r/w/o: 0.00/1289.31/639.61) lat (ms,95%): 114.72 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1249.90 qps: 7499.38 (r/w/o: 0.00/4999.59/2499.79) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1148.92 qps: 6890.50 (r/w/o: 0.00/4592.67/2297.83) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1115.89 qps: 6689.32 (r/w/o: 0.00/4458.55/2230.78) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 595.06 qps: 3569.35 (r/w/o: 0.00/2380.24/1189.12) lat (ms,95%): 51.02 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1055.66 qps: 6343.99 (r/w/o: 0.00/4230.66/2113.33) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1189.99 qps: 7121.00 (r/w/o: 0.00/4742.01/2378.99) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 893.37 qps: 5355.20 (r/w/o: 0.00/3567.46/1787.74) lat (ms,95%): 21.89 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 986.16 qps: 5925.94 (r/w/o: 0.00/3953.62/1972.32) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 909.35 qps: 5471.07 (r/w/o: 0.00/3652.37/1818.70) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 991.61 qps: 5934.63 (r/w/o: 0.00/3953.41/1981.22) lat (ms,95%): 21.11 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1353.00 qps: 8133.00 (r/w/o: 0.00/5425.00/2708.00) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1359.50 qps: 8143.02 (r/w/o: 0.00/5424.02/2719.01) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1372.99 qps: 8231.93 (r/w/o: 0.00/5485.95/2745.97) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1275.32 qps: 7671.93 (r/w/o: 0.00/5121.30/2550.63) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 867.52 qps: 5198.14 (r/w/o: 0.00/3463.09/1735.04) lat (ms,95%): 26.20 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1330.00 qps: 7963.00 (r/w/o: 0.00/5305.00/2658.00) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1182.47 qps: 7112.84 (r/w/o: 0.00/4745.90/2366.95) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1446.01 qps: 8678.04 (r/w/o: 0.00/5786.02/2892.02) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1396.79 qps: 8384.78 (r/w/o: 0.00/5591.20/2793.58) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1467.16 qps: 8797.97 (r/w/o: 0.00/5864.65/2933.32) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1563.01 qps: 9361.08 (r/w/o: 0.00/6234.05/3127.03) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1571.91 qps: 9453.46 (r/w/o: 0.00/6309.64/3143.82) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1940.07 qps: 11640.43 (r/w/o: 0.00/7760.29/3880.14) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1593.54 qps: 9561.23 (r/w/o: 0.00/6374.15/3187.08) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1594.06 qps: 9564.39 (r/w/o: 0.00/6376.26/3188.13) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 2006.60 qps: 12034.60 (r/w/o: 0.00/8021.40/4013.20) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 2143.43 qps: 12856.60 (r/w/o: 0.00/8569.73/4286.87) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 2137.58 qps: 12828.49 (r/w/o: 0.00/8553.33/4275.16) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1864.45 qps: 11175.68 (r/w/o: 0.00/7446.79/3728.89) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 2110.85 qps: 12674.10 (r/w/o: 0.00/8452.40/4221.70) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1735.93 qps: 10418.58 (r/w/o: 0.00/6947.72/3470.86) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1577.06 qps: 9453.36 (r/w/o: 0.00/6298.24/3155.12) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1454.18 qps: 8734.07 (r/w/o: 0.00/5825.71/2908.36) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1382.57 qps: 8286.41 (r/w/o: 0.00/5521.27/2765.14) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1444.85 qps: 8658.12 (r/w/o: 0.00/5773.42/2884.71) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           225584
        other:                           112792
        total:                           338376
    transactions:                        56396  (1253.11 per sec.)
    queries:                             338376 (7518.64 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0045s
    total number of events:              56396

Latency (ms):
         min:                                    0.54
         avg:                                    6.38
         max:                                  188.97
         95th percentile:                       14.73
         sum:                               359794.73

Threads fairness:
    events (avg/stddev):           7049.5000/24.78
    execution time (avg/stddev):   44.9743/0.00

