sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 852.04 qps: 5151.84 (r/w/o: 0.00/3439.85/1712.00) lat (ms,95%): 31.37 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 985.83 qps: 5915.01 (r/w/o: 0.00/3943.34/1971.67) lat (ms,95%): 20.74 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 799.79 qps: 4790.73 (r/w/o: 0.00/3192.16/1598.57) lat (ms,95%): 23.10 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 151.82 qps: 914.92 (r/w/o: 0.00/610.28/304.64) lat (ms,95%): 282.25 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 999.78 qps: 5996.68 (r/w/o: 0.00/3997.12/1999.56) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 653.04 qps: 3923.22 (r/w/o: 0.00/2616.15/1307.07) lat (ms,95%): 30.81 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 845.59 qps: 5074.53 (r/w/o: 0.00/3384.35/1690.18) lat (ms,95%): 21.89 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 424.16 qps: 2521.95 (r/w/o: 0.00/1674.63/847.32) lat (ms,95%): 54.83 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 566.52 qps: 3415.10 (r/w/o: 0.00/2281.07/1134.03) lat (ms,95%): 31.94 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1469.55 qps: 8815.33 (r/w/o: 0.00/5876.22/2939.11) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1326.81 qps: 7943.84 (r/w/o: 0.00/5291.23/2652.62) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1276.08 qps: 7680.51 (r/w/o: 0.00/5127.34/2553.17) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 961.70 qps: 5769.20 (r/w/o: 0.00/3845.80/1923.40) lat (ms,95%): 22.28 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1299.55 qps: 7777.27 (r/w/o: 0.00/5178.18/2599.09) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1653.54 qps: 9942.21 (r/w/o: 0.00/6635.14/3307.07) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1781.37 qps: 10669.22 (r/w/o: 0.00/7107.48/3561.74) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1837.82 qps: 11041.91 (r/w/o: 0.00/7366.28/3675.64) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1284.05 qps: 7691.33 (r/w/o: 0.00/5125.23/2566.10) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1108.35 qps: 6657.14 (r/w/o: 0.00/4437.43/2219.72) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1473.00 qps: 8849.98 (r/w/o: 0.00/5903.99/2945.99) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1325.97 qps: 7950.80 (r/w/o: 0.00/5299.87/2650.93) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1289.93 qps: 7726.57 (r/w/o: 0.00/5145.72/2580.85) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1238.97 qps: 7434.81 (r/w/o: 0.00/4958.88/2475.94) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 947.11 qps: 5695.68 (r/w/o: 0.00/3799.45/1896.23) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 986.96 qps: 5925.75 (r/w/o: 0.00/3951.84/1973.92) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 914.98 qps: 5482.89 (r/w/o: 0.00/3652.93/1829.96) lat (ms,95%): 22.69 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1211.54 qps: 7274.25 (r/w/o: 0.00/4851.17/2423.09) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1172.28 qps: 7019.68 (r/w/o: 0.00/4675.12/2344.56) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1205.04 qps: 7222.26 (r/w/o: 0.00/4815.17/2407.09) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1124.02 qps: 6763.13 (r/w/o: 0.00/4513.09/2250.04) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1238.96 qps: 7417.79 (r/w/o: 0.00/4938.87/2478.92) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1136.01 qps: 6832.05 (r/w/o: 0.00/4560.03/2272.03) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 704.80 qps: 4222.76 (r/w/o: 0.00/2813.17/1409.59) lat (ms,95%): 27.17 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1159.71 qps: 6949.27 (r/w/o: 0.00/4629.85/2319.42) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1397.39 qps: 8397.34 (r/w/o: 0.00/5602.56/2794.78) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1143.76 qps: 6866.55 (r/w/o: 0.00/4579.03/2287.52) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1146.94 qps: 6872.61 (r/w/o: 0.00/4578.74/2293.87) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1297.02 qps: 7785.11 (r/w/o: 0.00/5192.07/2593.04) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1536.16 qps: 9210.98 (r/w/o: 0.00/6137.65/3073.33) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1364.75 qps: 8182.49 (r/w/o: 0.00/5452.99/2729.50) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1268.78 qps: 7633.69 (r/w/o: 0.00/5096.12/2537.56) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1311.84 qps: 7871.03 (r/w/o: 0.00/5247.35/2623.68) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1319.37 qps: 7904.21 (r/w/o: 0.00/5266.47/2637.73) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1376.17 qps: 8260.02 (r/w/o: 0.00/5507.68/2752.34) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           207004
        other:                           103502
        total:                           310506
    transactions:                        51751  (1149.78 per sec.)
    queries:                             310506 (6898.70 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0090s
    total number of events:              51751

Latency (ms):
         min:                                    0.63
         avg:                                    6.95
         max:                                  315.75
         95th percentile:                       16.41
         sum:                               359798.84

Threads fairness:
    events (avg/stddev):           6468.8750/64.92
    execution time (avg/stddev):   44.9749/0.00

