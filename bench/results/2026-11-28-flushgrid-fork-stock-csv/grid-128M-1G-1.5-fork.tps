sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 870.39 qps: 5250.27 (r/w/o: 0.00/3501.51/1748.76) lat (ms,95%): 20.74 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1035.39 qps: 6221.36 (r/w/o: 0.00/4150.57/2070.78) lat (ms,95%): 20.74 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1250.80 qps: 7503.83 (r/w/o: 0.00/5002.22/2501.61) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1289.76 qps: 7740.55 (r/w/o: 0.00/5161.03/2579.52) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1543.53 qps: 9238.20 (r/w/o: 0.00/6151.14/3087.06) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1467.29 qps: 8818.77 (r/w/o: 0.00/5884.18/2934.58) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1457.27 qps: 8753.59 (r/w/o: 0.00/5839.06/2914.53) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1434.49 qps: 8601.95 (r/w/o: 0.00/5732.97/2868.98) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1422.70 qps: 8541.18 (r/w/o: 0.00/5695.79/2845.39) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1542.82 qps: 9256.93 (r/w/o: 0.00/6171.29/3085.64) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1632.04 qps: 9783.21 (r/w/o: 0.00/6519.14/3264.07) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1264.58 qps: 7585.50 (r/w/o: 0.00/5056.33/2529.17) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1294.40 qps: 7777.39 (r/w/o: 0.00/5188.59/2588.79) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1457.56 qps: 8724.37 (r/w/o: 0.00/5811.24/2913.12) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1464.07 qps: 8792.42 (r/w/o: 0.00/5862.28/2930.14) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1471.40 qps: 8836.41 (r/w/o: 0.00/5894.61/2941.80) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1462.07 qps: 8773.44 (r/w/o: 0.00/5848.29/2925.15) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1406.85 qps: 8440.13 (r/w/o: 0.00/5626.42/2813.71) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1473.22 qps: 8836.35 (r/w/o: 0.00/5889.90/2946.45) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1361.45 qps: 8170.72 (r/w/o: 0.00/5448.81/2721.91) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1496.34 qps: 8972.07 (r/w/o: 0.00/5978.38/2993.69) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1548.46 qps: 9287.77 (r/w/o: 0.00/6190.85/3096.93) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1622.36 qps: 9744.13 (r/w/o: 0.00/6499.42/3244.71) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1582.30 qps: 9478.88 (r/w/o: 0.00/6314.28/3164.59) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1254.04 qps: 7538.33 (r/w/o: 0.00/5030.25/2508.08) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1443.13 qps: 8649.76 (r/w/o: 0.00/5763.51/2886.25) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1529.52 qps: 9183.12 (r/w/o: 0.00/6124.08/3059.04) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1326.67 qps: 7964.03 (r/w/o: 0.00/5311.68/2652.34) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1384.59 qps: 8310.56 (r/w/o: 0.00/5540.38/2770.19) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1497.37 qps: 8982.22 (r/w/o: 0.00/5987.48/2994.74) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1476.52 qps: 8855.11 (r/w/o: 0.00/5903.08/2952.04) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1394.20 qps: 8363.23 (r/w/o: 0.00/5574.82/2788.41) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1542.11 qps: 9257.67 (r/w/o: 0.00/6173.44/3084.23) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1508.10 qps: 9041.60 (r/w/o: 0.00/6024.39/3017.21) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1572.76 qps: 9433.57 (r/w/o: 0.00/6288.05/3145.52) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1298.81 qps: 7791.87 (r/w/o: 0.00/5194.24/2597.62) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1671.06 qps: 10023.36 (r/w/o: 0.00/6682.24/3341.12) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1403.09 qps: 8434.55 (r/w/o: 0.00/5627.37/2807.18) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1623.78 qps: 9745.66 (r/w/o: 0.00/6498.11/3247.55) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1597.86 qps: 9587.17 (r/w/o: 0.00/6391.45/3195.72) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1594.92 qps: 9565.51 (r/w/o: 0.00/6375.67/3189.84) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1389.52 qps: 8332.09 (r/w/o: 0.00/5554.06/2778.03) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1783.93 qps: 10698.60 (r/w/o: 0.00/7129.73/3568.87) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1345.66 qps: 8079.95 (r/w/o: 0.00/5388.63/2691.32) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1478.92 qps: 8865.55 (r/w/o: 0.00/5908.70/2956.84) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           259928
        other:                           129964
        total:                           389892
    transactions:                        64982  (1443.63 per sec.)
    queries:                             389892 (8661.76 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0124s
    total number of events:              64982

Latency (ms):
         min:                                    0.89
         avg:                                    5.54
         max:                                   82.77
         95th percentile:                       15.00
         sum:                               359769.63

Threads fairness:
    events (avg/stddev):           8122.7500/41.89
    execution time (avg/stddev):   44.9712/0.00

