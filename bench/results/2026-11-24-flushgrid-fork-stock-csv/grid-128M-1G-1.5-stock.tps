sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 709.17 qps: 4288.95 (r/w/o: 0.00/2862.63/1426.32) lat (ms,95%): 29.19 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 859.02 qps: 5145.15 (r/w/o: 0.00/3427.10/1718.05) lat (ms,95%): 25.28 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1094.05 qps: 6565.29 (r/w/o: 0.00/4377.19/2188.10) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1154.99 qps: 6937.97 (r/w/o: 0.00/4627.98/2309.99) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1244.67 qps: 7470.99 (r/w/o: 0.00/4981.66/2489.33) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1091.24 qps: 6549.42 (r/w/o: 0.00/4366.95/2182.47) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1161.07 qps: 6967.42 (r/w/o: 0.00/4645.28/2322.14) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1264.56 qps: 7583.35 (r/w/o: 0.00/5054.23/2529.11) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1071.86 qps: 6426.19 (r/w/o: 0.00/4282.46/2143.73) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1247.20 qps: 7487.20 (r/w/o: 0.00/4992.80/2494.40) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1029.06 qps: 6156.35 (r/w/o: 0.00/4098.22/2058.13) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1307.94 qps: 7867.63 (r/w/o: 0.00/5251.75/2615.88) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1178.73 qps: 7070.39 (r/w/o: 0.00/4713.92/2356.46) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1141.19 qps: 6852.12 (r/w/o: 0.00/4568.75/2283.37) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1171.04 qps: 7006.26 (r/w/o: 0.00/4666.18/2340.09) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1171.11 qps: 7041.64 (r/w/o: 0.00/4698.43/2343.21) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1112.07 qps: 6663.40 (r/w/o: 0.00/4438.27/2225.13) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1182.50 qps: 7104.99 (r/w/o: 0.00/4739.99/2365.00) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1287.62 qps: 7729.71 (r/w/o: 0.00/5154.48/2575.24) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1227.08 qps: 7360.45 (r/w/o: 0.00/4906.30/2454.15) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1230.92 qps: 7385.49 (r/w/o: 0.00/4923.66/2461.83) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1130.73 qps: 6781.36 (r/w/o: 0.00/4519.91/2261.45) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1232.76 qps: 7398.55 (r/w/o: 0.00/4933.04/2465.52) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1185.94 qps: 7113.63 (r/w/o: 0.00/4742.76/2370.88) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1213.43 qps: 7279.60 (r/w/o: 0.00/4851.73/2427.87) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1257.33 qps: 7527.96 (r/w/o: 0.00/5016.31/2511.65) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1442.29 qps: 8657.75 (r/w/o: 0.00/5770.16/2887.58) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1395.42 qps: 8381.49 (r/w/o: 0.00/5591.66/2789.83) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1548.38 qps: 9299.26 (r/w/o: 0.00/6201.51/3097.75) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1407.73 qps: 8422.41 (r/w/o: 0.00/5609.94/2812.47) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1399.90 qps: 8415.40 (r/w/o: 0.00/5612.60/2802.80) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1075.06 qps: 6458.38 (r/w/o: 0.00/4308.25/2150.12) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 945.09 qps: 5669.54 (r/w/o: 0.00/3779.36/1890.18) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1431.50 qps: 8564.05 (r/w/o: 0.00/5703.04/2861.01) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1330.88 qps: 7986.26 (r/w/o: 0.00/5323.51/2662.75) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1260.35 qps: 7577.11 (r/w/o: 0.00/5055.41/2521.70) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1507.92 qps: 9054.54 (r/w/o: 0.00/6038.69/3015.85) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1390.13 qps: 8317.80 (r/w/o: 0.00/5539.54/2778.26) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1344.98 qps: 8065.90 (r/w/o: 0.00/5374.93/2690.97) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1547.93 qps: 9304.57 (r/w/o: 0.00/6209.72/3094.85) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1444.47 qps: 8661.82 (r/w/o: 0.00/5770.88/2890.94) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1285.59 qps: 7726.55 (r/w/o: 0.00/5154.37/2572.18) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1200.85 qps: 7207.09 (r/w/o: 0.00/4806.39/2400.70) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1250.17 qps: 7477.04 (r/w/o: 0.00/4978.69/2498.35) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1325.20 qps: 7952.17 (r/w/o: 0.00/5302.78/2649.40) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           222004
        other:                           111002
        total:                           333006
    transactions:                        55501  (1232.54 per sec.)
    queries:                             333006 (7395.23 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0294s
    total number of events:              55501

Latency (ms):
         min:                                    0.49
         avg:                                    6.48
         max:                                  348.28
         95th percentile:                       12.30
         sum:                               359873.38

Threads fairness:
    events (avg/stddev):           6937.6250/24.13
    execution time (avg/stddev):   44.9842/0.01

