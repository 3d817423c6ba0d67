sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 999.63 qps: 6027.74 (r/w/o: 0.00/4020.49/2007.25) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1310.00 qps: 7849.01 (r/w/o: 0.00/5230.01/2619.00) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1436.83 qps: 8612.99 (r/w/o: 0.00/5742.32/2870.66) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1713.71 qps: 10298.25 (r/w/o: 0.00/6866.83/3431.42) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1800.43 qps: 10812.59 (r/w/o: 0.00/7211.73/3600.86) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1575.41 qps: 9434.44 (r/w/o: 0.00/6284.63/3149.81) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1692.58 qps: 10170.48 (r/w/o: 0.00/6784.32/3386.16) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1626.52 qps: 9754.13 (r/w/o: 0.00/6500.09/3254.04) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1438.99 qps: 8643.93 (r/w/o: 0.00/5766.95/2876.98) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1425.38 qps: 8539.28 (r/w/o: 0.00/5688.52/2850.76) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1168.07 qps: 7021.43 (r/w/o: 0.00/4685.29/2336.14) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1383.59 qps: 8302.54 (r/w/o: 0.00/5535.36/2767.18) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1385.12 qps: 8310.71 (r/w/o: 0.00/5540.47/2770.24) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1162.93 qps: 6975.61 (r/w/o: 0.00/4649.74/2325.87) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1214.53 qps: 7279.21 (r/w/o: 0.00/4852.14/2427.07) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 944.65 qps: 5673.90 (r/w/o: 0.00/3782.60/1891.30) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1099.95 qps: 6590.71 (r/w/o: 0.00/4390.81/2199.90) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1126.35 qps: 6760.10 (r/w/o: 0.00/4507.40/2252.70) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1193.39 qps: 7163.37 (r/w/o: 0.00/4776.58/2386.79) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1221.37 qps: 7336.23 (r/w/o: 0.00/4893.49/2442.74) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1167.94 qps: 6997.66 (r/w/o: 0.00/4661.77/2335.89) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 985.59 qps: 5916.51 (r/w/o: 0.00/3945.34/1971.17) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1001.85 qps: 6013.11 (r/w/o: 0.00/4009.40/2003.70) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1039.69 qps: 6243.14 (r/w/o: 0.00/4163.76/2079.38) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 800.96 qps: 4775.79 (r/w/o: 0.00/3173.86/1601.93) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1389.82 qps: 8368.39 (r/w/o: 0.00/5588.74/2779.65) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1522.84 qps: 9137.06 (r/w/o: 0.00/6091.37/3045.69) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1442.95 qps: 8633.83 (r/w/o: 0.00/5747.93/2885.90) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 983.17 qps: 5908.81 (r/w/o: 0.00/3942.48/1966.33) lat (ms,95%): 23.52 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1216.03 qps: 7287.97 (r/w/o: 0.00/4857.97/2430.01) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1335.92 qps: 8027.51 (r/w/o: 0.00/5354.68/2672.84) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1609.67 qps: 9668.01 (r/w/o: 0.00/6447.66/3220.34) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1771.90 qps: 10628.41 (r/w/o: 0.00/7084.60/3543.81) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 688.97 qps: 4117.83 (r/w/o: 0.00/2739.89/1377.94) lat (ms,95%): 22.69 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1581.11 qps: 9500.65 (r/w/o: 0.00/6338.44/3162.22) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1461.74 qps: 8762.47 (r/w/o: 0.00/5838.98/2923.49) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1752.82 qps: 10520.90 (r/w/o: 0.00/7015.27/3505.63) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1552.09 qps: 9316.53 (r/w/o: 0.00/6213.35/3103.18) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1186.11 qps: 7114.69 (r/w/o: 0.00/4742.46/2372.23) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1230.03 qps: 7375.19 (r/w/o: 0.00/4914.13/2461.06) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1287.93 qps: 7737.57 (r/w/o: 0.00/5161.71/2575.85) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1438.96 qps: 8632.78 (r/w/o: 0.00/5754.85/2877.93) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1488.62 qps: 8913.72 (r/w/o: 0.00/5938.48/2975.24) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1245.81 qps: 7480.84 (r/w/o: 0.00/4990.22/2490.61) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1396.38 qps: 8382.28 (r/w/o: 0.00/5587.52/2794.76) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           238000
        other:                           119000
        total:                           357000
    transactions:                        59500  (1322.10 per sec.)
    queries:                             357000 (7932.60 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0038s
    total number of events:              59500

Latency (ms):
         min:                                    0.57
         avg:                                    6.05
         max:                                  301.73
         95th percentile:                       11.45
         sum:                               359788.99

Threads fairness:
    events (avg/stddev):           7437.5000/28.15
    execution time (avg/stddev):   44.9736/0.00

