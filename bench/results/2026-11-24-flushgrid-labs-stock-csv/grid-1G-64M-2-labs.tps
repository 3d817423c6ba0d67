sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 856.89 qps: 5181.17 (r/w/o: 0.00/3459.43/1721.74) lat (ms,95%): 20.74 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1077.03 qps: 6448.17 (r/w/o: 0.00/4294.10/2154.07) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 803.04 qps: 4805.25 (r/w/o: 0.00/3202.17/1603.08) lat (ms,95%): 41.85 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1022.82 qps: 6159.91 (r/w/o: 0.00/4111.27/2048.64) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1147.11 qps: 6874.65 (r/w/o: 0.00/4581.43/2293.22) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1134.19 qps: 6817.11 (r/w/o: 0.00/4547.74/2269.37) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1087.83 qps: 6522.98 (r/w/o: 0.00/4347.32/2175.66) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 745.09 qps: 4470.57 (r/w/o: 0.00/2980.38/1490.19) lat (ms,95%): 29.72 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1200.86 qps: 7199.18 (r/w/o: 0.00/4797.45/2401.73) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1384.57 qps: 8295.41 (r/w/o: 0.00/5527.28/2768.13) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1082.54 qps: 6507.28 (r/w/o: 0.00/4341.19/2166.09) lat (ms,95%): 21.89 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1177.11 qps: 7064.65 (r/w/o: 0.00/4711.42/2353.23) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 979.02 qps: 5854.03 (r/w/o: 0.00/3895.00/1959.03) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1043.79 qps: 6267.79 (r/w/o: 0.00/4183.21/2084.58) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1469.57 qps: 8840.41 (r/w/o: 0.00/5898.28/2942.14) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1484.10 qps: 8887.61 (r/w/o: 0.00/5919.41/2968.20) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1333.73 qps: 8004.39 (r/w/o: 0.00/5339.93/2664.46) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1413.12 qps: 8483.75 (r/w/o: 0.00/5656.50/2827.25) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1373.44 qps: 8238.63 (r/w/o: 0.00/5489.76/2748.87) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1372.48 qps: 8243.90 (r/w/o: 0.00/5498.94/2744.96) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1505.50 qps: 9028.98 (r/w/o: 0.00/6017.99/3010.99) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1160.41 qps: 6948.45 (r/w/o: 0.00/4627.63/2320.82) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 670.60 qps: 4044.54 (r/w/o: 0.00/2703.34/1341.19) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1266.33 qps: 7596.01 (r/w/o: 0.00/5063.34/2532.67) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1293.54 qps: 7760.25 (r/w/o: 0.00/5173.17/2587.08) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1567.34 qps: 9398.03 (r/w/o: 0.00/6264.35/3133.68) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1175.42 qps: 7055.54 (r/w/o: 0.00/4703.70/2351.85) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1434.98 qps: 8604.87 (r/w/o: 0.00/5734.92/2869.96) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1458.25 qps: 8750.51 (r/w/o: 0.00/5835.00/2915.50) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1173.53 qps: 7048.18 (r/w/o: 0.00/4700.12/2348.06) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1107.41 qps: 6638.48 (r/w/o: 0.00/4424.66/2213.83) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1204.68 qps: 7229.07 (r/w/o: 0.00/4818.72/2410.36) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1310.16 qps: 7868.97 (r/w/o: 0.00/5248.65/2620.32) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1498.33 qps: 8989.97 (r/w/o: 0.00/5993.31/2996.66) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1589.91 qps: 9535.44 (r/w/o: 0.00/6355.63/3179.81) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1597.52 qps: 9584.13 (r/w/o: 0.00/6390.09/3194.04) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1369.41 qps: 8219.49 (r/w/o: 0.00/5479.66/2739.83) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1507.01 qps: 9022.09 (r/w/o: 0.00/6008.06/3014.03) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1405.70 qps: 8456.17 (r/w/o: 0.00/5644.78/2811.39) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1505.30 qps: 9031.80 (r/w/o: 0.00/6021.20/3010.60) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1477.52 qps: 8858.12 (r/w/o: 0.00/5903.09/2955.03) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1283.20 qps: 7690.17 (r/w/o: 0.00/5123.77/2566.40) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1440.91 qps: 8646.44 (r/w/o: 0.00/5765.63/2880.82) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1303.31 qps: 7834.86 (r/w/o: 0.00/5227.24/2607.62) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1346.16 qps: 8068.93 (r/w/o: 0.00/5377.62/2691.31) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           227396
        other:                           113698
        total:                           341094
    transactions:                        56849  (1263.15 per sec.)
    queries:                             341094 (7578.88 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0055s
    total number of events:              56849

Latency (ms):
         min:                                    0.54
         avg:                                    6.33
         max:                                  439.18
         95th percentile:                       12.75
         sum:                               359769.52

Threads fairness:
    events (avg/stddev):           7106.1250/43.11
    execution time (avg/stddev):   44.9712/0.00

