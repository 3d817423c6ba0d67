sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 595.69 qps: 3613.96 (r/w/o: 0.00/2414.62/1199.34) lat (ms,95%): 27.66 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 772.28 qps: 4633.70 (r/w/o: 0.00/3089.13/1544.57) lat (ms,95%): 27.17 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1054.92 qps: 6329.53 (r/w/o: 0.00/4219.69/2109.84) lat (ms,95%): 20.74 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1062.30 qps: 6352.85 (r/w/o: 0.00/4228.24/2124.60) lat (ms,95%): 22.28 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 979.69 qps: 5872.11 (r/w/o: 0.00/3912.74/1959.37) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1120.09 qps: 6732.31 (r/w/o: 0.00/4495.08/2237.23) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 999.13 qps: 5983.58 (r/w/o: 0.00/3984.29/1999.28) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1214.06 qps: 7310.32 (r/w/o: 0.00/4880.20/2430.12) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1026.06 qps: 6146.33 (r/w/o: 0.00/4094.21/2052.12) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1181.99 qps: 7096.95 (r/w/o: 0.00/4733.97/2362.98) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1413.06 qps: 8479.34 (r/w/o: 0.00/5652.23/2827.11) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1230.82 qps: 7388.94 (r/w/o: 0.00/4927.29/2461.65) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1023.07 qps: 6138.43 (r/w/o: 0.00/4092.29/2046.14) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1375.21 qps: 8251.26 (r/w/o: 0.00/5500.84/2750.42) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1096.89 qps: 6563.47 (r/w/o: 0.00/4369.70/2193.77) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1282.12 qps: 7705.84 (r/w/o: 0.00/5142.60/2563.24) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1133.87 qps: 6795.23 (r/w/o: 0.00/4526.48/2268.74) lat (ms,95%): 19.29 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1324.63 qps: 7960.78 (r/w/o: 0.00/5311.52/2649.26) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 851.06 qps: 5081.37 (r/w/o: 0.00/3380.25/1701.11) lat (ms,95%): 27.66 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1230.71 qps: 7403.31 (r/w/o: 0.00/4940.88/2462.43) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1334.69 qps: 7998.16 (r/w/o: 0.00/5328.78/2669.39) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1074.71 qps: 6460.29 (r/w/o: 0.00/4310.86/2149.43) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1359.07 qps: 8151.45 (r/w/o: 0.00/5433.30/2718.15) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1165.04 qps: 6997.24 (r/w/o: 0.00/4667.16/2330.08) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1599.90 qps: 9595.38 (r/w/o: 0.00/6395.59/3199.79) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1340.82 qps: 8029.94 (r/w/o: 0.00/5348.29/2681.65) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1116.94 qps: 6717.65 (r/w/o: 0.00/4483.76/2233.89) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1148.06 qps: 6879.33 (r/w/o: 0.00/4584.22/2295.11) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1370.92 qps: 8219.49 (r/w/o: 0.00/5476.66/2742.83) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1046.36 qps: 6268.15 (r/w/o: 0.00/4179.44/2088.72) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1123.15 qps: 6763.90 (r/w/o: 0.00/4513.60/2250.30) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1069.88 qps: 6422.28 (r/w/o: 0.00/4282.52/2139.76) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1001.02 qps: 6006.11 (r/w/o: 0.00/4004.07/2002.04) lat (ms,95%): 23.52 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1197.96 qps: 7187.76 (r/w/o: 0.00/4791.84/2395.92) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1186.98 qps: 7114.88 (r/w/o: 0.00/4740.92/2373.96) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1581.99 qps: 9498.96 (r/w/o: 0.00/6334.97/3163.99) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1231.27 qps: 7386.62 (r/w/o: 0.00/4924.08/2462.54) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1558.81 qps: 9353.89 (r/w/o: 0.00/6236.26/3117.63) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 665.59 qps: 3981.53 (r/w/o: 0.00/2650.36/1331.18) lat (ms,95%): 50.11 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 887.68 qps: 5335.11 (r/w/o: 0.00/3559.74/1775.37) lat (ms,95%): 22.28 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1202.92 qps: 7214.54 (r/w/o: 0.00/4809.69/2404.85) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1331.78 qps: 7996.67 (r/w/o: 0.00/5332.12/2664.56) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 862.26 qps: 5169.57 (r/w/o: 0.00/3445.05/1724.52) lat (ms,95%): 36.89 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1165.96 qps: 6996.73 (r/w/o: 0.00/4664.82/2331.91) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1184.55 qps: 7099.33 (r/w/o: 0.00/4732.22/2367.11) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           207144
        other:                           103572
        total:                           310716
    transactions:                        51786  (1150.46 per sec.)
    queries:                             310716 (6902.76 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0128s
    total number of events:              51786

Latency (ms):
         min:                                    0.62
         avg:                                    6.95
         max:                                  448.64
         95th percentile:                       17.01
         sum:                               359845.76

Threads fairness:
    events (avg/stddev):           6473.2500/72.07
    execution time (avg/stddev):   44.9807/0.00

