sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1955.92 qps: 11771.47 (r/w/o: 0.00/7851.64/3919.83) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1691.37 qps: 10151.19 (r/w/o: 0.00/6768.46/3382.73) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1863.79 qps: 11179.77 (r/w/o: 0.00/7452.18/3727.59) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1860.10 qps: 11160.62 (r/w/o: 0.00/7440.41/3720.21) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1431.43 qps: 8571.55 (r/w/o: 0.00/5708.69/2862.86) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1360.91 qps: 8169.48 (r/w/o: 0.00/5447.66/2721.83) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1342.00 qps: 8059.00 (r/w/o: 0.00/5377.00/2682.00) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1307.50 qps: 7852.01 (r/w/o: 0.00/5235.01/2617.00) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1286.81 qps: 7710.89 (r/w/o: 0.00/5138.26/2572.63) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1348.88 qps: 8102.32 (r/w/o: 0.00/5403.55/2698.77) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1443.81 qps: 8655.87 (r/w/o: 0.00/5768.25/2887.62) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1433.16 qps: 8606.95 (r/w/o: 0.00/5740.63/2866.32) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1484.74 qps: 8891.43 (r/w/o: 0.00/5921.96/2969.48) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1631.23 qps: 9797.35 (r/w/o: 0.00/6534.90/3262.45) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1223.33 qps: 7343.00 (r/w/o: 0.00/4897.34/2445.67) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1376.43 qps: 8243.56 (r/w/o: 0.00/5489.70/2753.86) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1607.86 qps: 9669.18 (r/w/o: 0.00/6453.45/3215.73) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1429.27 qps: 8552.61 (r/w/o: 0.00/5697.08/2855.53) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1483.87 qps: 8922.25 (r/w/o: 0.00/5951.50/2970.75) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1506.73 qps: 9037.40 (r/w/o: 0.00/6023.94/3013.47) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1484.89 qps: 8911.33 (r/w/o: 0.00/5941.55/2969.78) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1306.34 qps: 7837.05 (r/w/o: 0.00/5224.37/2612.68) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1326.52 qps: 7960.12 (r/w/o: 0.00/5307.08/2653.04) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1334.66 qps: 8012.97 (r/w/o: 0.00/5343.64/2669.32) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1858.84 qps: 11150.02 (r/w/o: 0.00/7432.35/3717.67) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1568.63 qps: 9410.80 (r/w/o: 0.00/6273.53/3137.27) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1410.86 qps: 8464.14 (r/w/o: 0.00/5642.42/2821.71) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1439.17 qps: 8636.02 (r/w/o: 0.00/5757.68/2878.34) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1313.32 qps: 7883.83 (r/w/o: 0.00/5257.20/2626.64) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1342.68 qps: 8048.99 (r/w/o: 0.00/5363.63/2685.36) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1215.76 qps: 7298.60 (r/w/o: 0.00/4867.08/2431.52) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1597.10 qps: 9582.62 (r/w/o: 0.00/6388.42/3194.21) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1523.94 qps: 9146.64 (r/w/o: 0.00/6098.76/3047.88) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1058.17 qps: 6332.96 (r/w/o: 0.00/4216.63/2116.33) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1285.79 qps: 7730.76 (r/w/o: 0.00/5159.18/2571.59) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1409.13 qps: 8444.75 (r/w/o: 0.00/5626.50/2818.25) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1403.50 qps: 8423.02 (r/w/o: 0.00/5616.01/2807.01) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1479.47 qps: 8866.83 (r/w/o: 0.00/5907.89/2958.95) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1201.98 qps: 7209.91 (r/w/o: 0.00/4808.94/2400.97) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1233.02 qps: 7416.11 (r/w/o: 0.00/4947.07/2469.03) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1368.54 qps: 8185.23 (r/w/o: 0.00/5448.15/2737.07) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1388.62 qps: 8359.71 (r/w/o: 0.00/5582.47/2777.24) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1184.81 qps: 7095.86 (r/w/o: 0.00/4726.24/2369.62) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1230.71 qps: 7397.25 (r/w/o: 0.00/4935.83/2461.42) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           257000
        other:                           128500
        total:                           385500
    transactions:                        64250  (1427.57 per sec.)
    queries:                             385500 (8565.41 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0063s
    total number of events:              64250

Latency (ms):
         min:                                    0.56
         avg:                                    5.60
         max:                                  228.33
         95th percentile:                       11.87
         sum:                               359791.80

Threads fairness:
    events (avg/stddev):           8031.2500/32.90
    execution time (avg/stddev):   44.9740/0.00

