sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1888.78 qps: 11367.56 (r/w/o: 0.00/7583.02/3784.54) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1485.15 qps: 8898.89 (r/w/o: 0.00/5929.60/2969.29) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1460.29 qps: 8760.73 (r/w/o: 0.00/5838.15/2922.58) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1836.05 qps: 11034.28 (r/w/o: 0.00/7362.19/3672.09) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1507.50 qps: 9045.00 (r/w/o: 0.00/6030.00/3015.00) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1487.76 qps: 8918.57 (r/w/o: 0.00/5943.05/2975.52) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1460.88 qps: 8759.26 (r/w/o: 0.00/5837.51/2921.75) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1377.78 qps: 8280.67 (r/w/o: 0.00/5525.12/2755.55) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1253.74 qps: 7517.44 (r/w/o: 0.00/5010.96/2506.48) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1408.29 qps: 8454.75 (r/w/o: 0.00/5637.17/2817.58) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 991.01 qps: 5942.08 (r/w/o: 0.00/3960.06/1982.03) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1600.55 qps: 9603.31 (r/w/o: 0.00/6402.21/3201.10) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1377.14 qps: 8261.81 (r/w/o: 0.00/5508.54/2753.27) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1197.66 qps: 7190.94 (r/w/o: 0.00/4794.62/2396.31) lat (ms,95%): 20.74 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1490.91 qps: 8941.44 (r/w/o: 0.00/5959.63/2981.82) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1656.10 qps: 9940.57 (r/w/o: 0.00/6628.38/3312.19) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1541.74 qps: 9238.43 (r/w/o: 0.00/6154.96/3083.47) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1281.94 qps: 7697.62 (r/w/o: 0.00/5134.75/2562.87) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1369.11 qps: 8207.67 (r/w/o: 0.00/5468.45/2739.22) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1241.53 qps: 7458.21 (r/w/o: 0.00/4975.14/2483.07) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1086.12 qps: 6495.69 (r/w/o: 0.00/4326.46/2169.23) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1165.09 qps: 7010.55 (r/w/o: 0.00/4678.37/2332.18) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1181.73 qps: 7083.38 (r/w/o: 0.00/4718.92/2364.46) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1261.33 qps: 7580.00 (r/w/o: 0.00/5057.34/2522.66) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1455.12 qps: 8722.72 (r/w/o: 0.00/5812.48/2910.24) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1454.12 qps: 8730.73 (r/w/o: 0.00/5822.49/2908.24) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1381.31 qps: 8280.86 (r/w/o: 0.00/5518.24/2762.62) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1485.95 qps: 8924.65 (r/w/o: 0.00/5952.75/2971.90) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1644.16 qps: 9862.98 (r/w/o: 0.00/6574.65/3288.33) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1845.26 qps: 11070.54 (r/w/o: 0.00/7380.02/3690.51) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1652.17 qps: 9911.00 (r/w/o: 0.00/6606.67/3304.33) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1594.70 qps: 9562.19 (r/w/o: 0.00/6373.79/3188.40) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1292.71 qps: 7762.21 (r/w/o: 0.00/5176.80/2585.41) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1383.75 qps: 8300.48 (r/w/o: 0.00/5531.98/2768.50) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1628.24 qps: 9776.45 (r/w/o: 0.00/6519.96/3256.48) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1482.08 qps: 8869.45 (r/w/o: 0.00/5906.30/2963.15) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1319.04 qps: 7937.25 (r/w/o: 0.00/5298.17/2639.08) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1513.51 qps: 9081.04 (r/w/o: 0.00/6054.02/3027.01) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1147.57 qps: 6885.44 (r/w/o: 0.00/4590.29/2295.15) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1232.11 qps: 7387.66 (r/w/o: 0.00/4924.44/2463.22) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1267.63 qps: 7595.81 (r/w/o: 0.00/5059.54/2536.27) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1379.18 qps: 8284.05 (r/w/o: 0.00/5525.70/2758.35) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1440.22 qps: 8640.34 (r/w/o: 0.00/5759.89/2880.45) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1198.47 qps: 7186.82 (r/w/o: 0.00/4789.88/2396.94) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1359.51 qps: 8163.08 (r/w/o: 0.00/5445.05/2718.03) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           255148
        other:                           127574
        total:                           382722
    transactions:                        63787  (1413.85 per sec.)
    queries:                             382722 (8483.07 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.1156s
    total number of events:              63787

Latency (ms):
         min:                                    0.64
         avg:                                    5.65
         max:                                  174.58
         95th percentile:                       11.65
         sum:                               360653.07

Threads fairness:
    events (avg/stddev):           7973.3750/128.17
    execution time (avg/stddev):   45.0816/0.00

