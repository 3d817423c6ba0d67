sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1052.54 qps: 6348.16 (r/w/o: 0.00/4235.11/2113.06) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1085.10 qps: 6503.60 (r/w/o: 0.00/4333.40/2170.20) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1463.51 qps: 8785.08 (r/w/o: 0.00/5858.06/2927.03) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1376.15 qps: 8261.88 (r/w/o: 0.00/5509.58/2752.29) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1313.30 qps: 7872.80 (r/w/o: 0.00/5246.20/2626.60) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1288.02 qps: 7732.14 (r/w/o: 0.00/5156.09/2576.05) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1293.43 qps: 7740.58 (r/w/o: 0.00/5155.72/2584.86) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1360.27 qps: 8179.64 (r/w/o: 0.00/5457.09/2722.54) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1358.26 qps: 8146.57 (r/w/o: 0.00/5430.04/2716.52) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1443.87 qps: 8676.20 (r/w/o: 0.00/5788.47/2887.74) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1274.12 qps: 7637.71 (r/w/o: 0.00/5089.47/2548.24) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1598.54 qps: 9593.23 (r/w/o: 0.00/6396.15/3197.08) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1311.87 qps: 7873.23 (r/w/o: 0.00/5249.49/2623.74) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1363.39 qps: 8173.31 (r/w/o: 0.00/5446.54/2726.77) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1417.74 qps: 8502.42 (r/w/o: 0.00/5666.95/2835.47) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1740.60 qps: 10447.56 (r/w/o: 0.00/6968.35/3479.21) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1554.90 qps: 9335.43 (r/w/o: 0.00/6223.62/3111.81) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1332.16 qps: 7982.96 (r/w/o: 0.00/5319.64/2663.32) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1665.13 qps: 9982.80 (r/w/o: 0.00/6654.54/3328.27) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1831.20 qps: 11007.18 (r/w/o: 0.00/7341.79/3665.39) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1883.94 qps: 11305.67 (r/w/o: 0.00/7537.78/3767.89) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1737.93 qps: 10416.59 (r/w/o: 0.00/6941.72/3474.86) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1378.90 qps: 8278.38 (r/w/o: 0.00/5519.59/2758.79) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1475.87 qps: 8843.26 (r/w/o: 0.00/5892.51/2950.75) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1707.62 qps: 10241.72 (r/w/o: 0.00/6826.48/3415.24) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1732.02 qps: 10404.11 (r/w/o: 0.00/6941.07/3463.03) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1448.97 qps: 8703.84 (r/w/o: 0.00/5803.90/2899.95) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1573.92 qps: 9436.49 (r/w/o: 0.00/6288.66/3147.83) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1730.21 qps: 10382.28 (r/w/o: 0.00/6921.85/3460.43) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1863.78 qps: 11177.69 (r/w/o: 0.00/7450.13/3727.56) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1602.88 qps: 9622.31 (r/w/o: 0.00/6416.54/3205.77) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1360.25 qps: 8147.51 (r/w/o: 0.00/5428.00/2719.50) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1374.98 qps: 8269.88 (r/w/o: 0.00/5518.92/2750.96) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1535.08 qps: 9210.46 (r/w/o: 0.00/6140.31/3070.15) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1778.35 qps: 10655.09 (r/w/o: 0.00/7101.39/3553.70) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1279.32 qps: 7690.92 (r/w/o: 0.00/5129.28/2561.64) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1565.43 qps: 9385.59 (r/w/o: 0.00/6254.73/3130.86) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1681.64 qps: 10093.84 (r/w/o: 0.00/6730.56/3363.28) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1625.96 qps: 9752.78 (r/w/o: 0.00/6500.85/3251.93) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1456.86 qps: 8740.16 (r/w/o: 0.00/5826.44/2913.72) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1360.23 qps: 8149.35 (r/w/o: 0.00/5429.90/2719.45) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1237.64 qps: 7421.87 (r/w/o: 0.00/4945.58/2476.29) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1493.34 qps: 8971.02 (r/w/o: 0.00/5984.35/2986.68) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1315.75 qps: 7906.49 (r/w/o: 0.00/5275.00/2631.49) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1330.68 qps: 7974.11 (r/w/o: 0.00/5312.74/2661.37) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           266668
        other:                           133334
        total:                           400002
    transactions:                        66667  (1481.11 per sec.)
    queries:                             400002 (8886.67 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0110s
    total number of events:              66667

Latency (ms):
         min:                                    0.64
         avg:                                    5.40
         max:                                  209.17
         95th percentile:                       10.46
         sum:                               359820.60

Threads fairness:
    events (avg/stddev):           8333.3750/21.35
    execution time (avg/stddev):   44.9776/0.00

