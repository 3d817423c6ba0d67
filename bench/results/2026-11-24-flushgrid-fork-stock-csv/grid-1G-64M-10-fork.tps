sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1433.96 qps: 8639.69 (r/w/o: 0.00/5763.79/2875.90) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1458.56 qps: 8750.34 (r/w/o: 0.00/5834.23/2916.11) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1544.81 qps: 9272.88 (r/w/o: 0.00/6182.25/3090.63) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1378.75 qps: 8260.47 (r/w/o: 0.00/5502.97/2757.50) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1486.19 qps: 8929.14 (r/w/o: 0.00/5956.76/2972.38) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1462.66 qps: 8762.97 (r/w/o: 0.00/5837.65/2925.32) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1515.99 qps: 9107.95 (r/w/o: 0.00/6075.97/3031.98) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1553.57 qps: 9302.40 (r/w/o: 0.00/6195.27/3107.13) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1743.73 qps: 10481.40 (r/w/o: 0.00/6993.93/3487.46) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1905.50 qps: 11430.00 (r/w/o: 0.00/7619.00/3811.00) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1352.40 qps: 8113.42 (r/w/o: 0.00/5408.61/2704.81) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1277.02 qps: 7643.11 (r/w/o: 0.00/5092.07/2551.04) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1611.26 qps: 9687.54 (r/w/o: 0.00/6462.02/3225.51) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1477.57 qps: 8867.41 (r/w/o: 0.00/5912.27/2955.13) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1431.55 qps: 8568.33 (r/w/o: 0.00/5708.22/2860.11) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1340.65 qps: 8061.74 (r/w/o: 0.00/5377.46/2684.28) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1461.73 qps: 8758.23 (r/w/o: 0.00/5834.78/2923.45) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1442.11 qps: 8657.66 (r/w/o: 0.00/5775.44/2882.22) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1550.95 qps: 9308.68 (r/w/o: 0.00/6206.78/3101.90) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1623.86 qps: 9733.13 (r/w/o: 0.00/6483.40/3249.74) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1456.08 qps: 8749.46 (r/w/o: 0.00/5837.30/2912.16) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1462.01 qps: 8747.01 (r/w/o: 0.00/5823.00/2924.01) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1161.14 qps: 6978.81 (r/w/o: 0.00/4656.54/2322.27) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1501.63 qps: 9022.79 (r/w/o: 0.00/6019.53/3003.26) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1390.34 qps: 8337.04 (r/w/o: 0.00/5556.36/2780.68) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1670.18 qps: 10015.09 (r/w/o: 0.00/6674.73/3340.36) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1513.26 qps: 9079.55 (r/w/o: 0.00/6053.04/3026.52) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1759.55 qps: 10574.32 (r/w/o: 0.00/7055.22/3519.11) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1727.75 qps: 10364.48 (r/w/o: 0.00/6908.99/3455.49) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1459.53 qps: 8749.21 (r/w/o: 0.00/5830.14/2919.07) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1374.45 qps: 8247.70 (r/w/o: 0.00/5499.80/2747.90) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1653.43 qps: 9914.55 (r/w/o: 0.00/6606.70/3307.85) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1372.88 qps: 8231.27 (r/w/o: 0.00/5485.51/2745.76) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1406.85 qps: 8463.13 (r/w/o: 0.00/5649.43/2813.71) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1345.62 qps: 8070.72 (r/w/o: 0.00/5379.48/2691.24) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1518.70 qps: 9106.20 (r/w/o: 0.00/6068.80/3037.40) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1288.11 qps: 7732.65 (r/w/o: 0.00/5155.43/2577.22) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1331.94 qps: 7993.61 (r/w/o: 0.00/5330.73/2662.87) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1393.83 qps: 8361.99 (r/w/o: 0.00/5574.32/2787.66) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1490.96 qps: 8949.78 (r/w/o: 0.00/5967.86/2981.93) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1332.02 qps: 7992.10 (r/w/o: 0.00/5328.07/2664.03) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1498.06 qps: 8958.36 (r/w/o: 0.00/5968.24/2990.12) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1066.11 qps: 6420.24 (r/w/o: 0.00/4283.31/2136.94) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1189.51 qps: 7125.36 (r/w/o: 0.00/4745.29/2380.07) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 7 tps: 1404.49 qps: 8413.95 (r/w/o: 0.00/5609.97/2803.98) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           263276
        other:                           131638
        total:                           394914
    transactions:                        65819  (1462.37 per sec.)
    queries:                             394914 (8774.23 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0080s
    total number of events:              65819

Latency (ms):
         min:                                    0.58
         avg:                                    5.47
         max:                                  247.21
         95th percentile:                        9.91
         sum:                               359761.95

Threads fairness:
    events (avg/stddev):           8227.3750/23.36
    execution time (avg/stddev):   44.9702/0.00

