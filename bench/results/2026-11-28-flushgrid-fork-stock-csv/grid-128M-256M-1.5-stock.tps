sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 911.61 qps: 5497.64 (r/w/o: 0.00/3666.43/1831.22) lat (ms,95%): 22.69 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1003.17 qps: 6011.00 (r/w/o: 0.00/4004.67/2006.33) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1377.77 qps: 8278.63 (r/w/o: 0.00/5524.09/2754.54) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1288.11 qps: 7728.63 (r/w/o: 0.00/5152.42/2576.21) lat (ms,95%): 19.29 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1332.66 qps: 7992.96 (r/w/o: 0.00/5326.64/2666.32) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1426.71 qps: 8567.24 (r/w/o: 0.00/5713.83/2853.41) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1403.01 qps: 8417.07 (r/w/o: 0.00/5611.05/2806.02) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1143.49 qps: 6843.98 (r/w/o: 0.00/4556.99/2286.99) lat (ms,95%): 18.95 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1340.54 qps: 8043.26 (r/w/o: 0.00/5363.17/2680.09) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1149.22 qps: 6917.32 (r/w/o: 0.00/4617.88/2299.44) lat (ms,95%): 18.95 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1511.61 qps: 9069.69 (r/w/o: 0.00/6046.46/3023.23) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1325.38 qps: 7940.30 (r/w/o: 0.00/5289.54/2650.77) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1374.55 qps: 8250.29 (r/w/o: 0.00/5502.19/2748.10) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1211.89 qps: 7262.32 (r/w/o: 0.00/4838.55/2423.77) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1411.92 qps: 8470.53 (r/w/o: 0.00/5645.68/2824.84) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1253.90 qps: 7542.39 (r/w/o: 0.00/5034.59/2507.80) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1551.73 qps: 9289.38 (r/w/o: 0.00/6185.93/3103.45) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1384.00 qps: 8314.03 (r/w/o: 0.00/5546.02/2768.01) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1432.28 qps: 8599.66 (r/w/o: 0.00/5735.11/2864.55) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1407.19 qps: 8422.18 (r/w/o: 0.00/5609.79/2812.39) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1486.78 qps: 8924.67 (r/w/o: 0.00/5949.11/2975.56) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1315.04 qps: 7897.22 (r/w/o: 0.00/5267.15/2630.08) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1508.87 qps: 9068.22 (r/w/o: 0.00/6050.48/3017.75) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1418.48 qps: 8484.85 (r/w/o: 0.00/5647.88/2836.96) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1561.41 qps: 9378.46 (r/w/o: 0.00/6255.64/3122.82) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1547.48 qps: 9278.95 (r/w/o: 0.00/6184.98/3093.97) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1567.25 qps: 9425.75 (r/w/o: 0.00/6290.23/3135.52) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1647.54 qps: 9866.23 (r/w/o: 0.00/6571.15/3295.07) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1766.38 qps: 10613.26 (r/w/o: 0.00/7080.51/3532.75) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1436.64 qps: 8616.81 (r/w/o: 0.00/5743.54/2873.27) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1494.13 qps: 8967.80 (r/w/o: 0.00/5979.53/2988.27) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1510.67 qps: 9068.02 (r/w/o: 0.00/6046.68/3021.34) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1444.24 qps: 8658.42 (r/w/o: 0.00/5769.95/2888.48) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1553.09 qps: 9321.53 (r/w/o: 0.00/6215.35/3106.18) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1497.81 qps: 8979.86 (r/w/o: 0.00/5984.24/2995.62) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1539.60 qps: 9248.58 (r/w/o: 0.00/6169.38/3079.20) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1484.52 qps: 8885.11 (r/w/o: 0.00/5917.07/2968.04) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1562.24 qps: 9393.45 (r/w/o: 0.00/6267.96/3125.48) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1485.26 qps: 8913.59 (r/w/o: 0.00/5943.06/2970.53) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1338.77 qps: 8015.65 (r/w/o: 0.00/5338.11/2677.55) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1297.48 qps: 7791.91 (r/w/o: 0.00/5198.94/2592.96) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1252.15 qps: 7514.90 (r/w/o: 0.00/5009.60/2505.30) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1365.89 qps: 8200.37 (r/w/o: 0.00/5467.58/2732.79) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1227.08 qps: 7365.49 (r/w/o: 0.00/4911.33/2454.16) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1473.27 qps: 8827.64 (r/w/o: 0.00/5881.10/2946.54) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           252132
        other:                           126066
        total:                           378198
    transactions:                        63033  (1400.10 per sec.)
    queries:                             378198 (8400.62 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0197s
    total number of events:              63033

Latency (ms):
         min:                                    0.74
         avg:                                    5.71
         max:                                   85.27
         95th percentile:                       15.83
         sum:                               359824.31

Threads fairness:
    events (avg/stddev):           7879.1250/22.28
    execution time (avg/stddev):   44.9780/0.01

