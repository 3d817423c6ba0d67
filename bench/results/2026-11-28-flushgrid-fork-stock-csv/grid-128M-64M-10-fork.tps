sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1561.72 qps: 9400.19 (r/w/o: 0.00/6270.78/3129.41) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1668.15 qps: 10008.89 (r/w/o: 0.00/6670.59/3338.30) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1046.01 qps: 6282.04 (r/w/o: 0.00/4190.03/2092.01) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1140.17 qps: 6842.04 (r/w/o: 0.00/4561.69/2280.35) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1370.77 qps: 8221.61 (r/w/o: 0.00/5481.07/2740.54) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1191.00 qps: 7151.98 (r/w/o: 0.00/4768.99/2382.99) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1242.82 qps: 7453.91 (r/w/o: 0.00/4968.28/2485.63) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1255.73 qps: 7534.36 (r/w/o: 0.00/5022.90/2511.45) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1174.87 qps: 7036.26 (r/w/o: 0.00/4687.51/2348.75) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1057.96 qps: 6350.76 (r/w/o: 0.00/4233.84/2116.92) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1184.14 qps: 7093.84 (r/w/o: 0.00/4728.56/2365.28) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1150.06 qps: 6904.33 (r/w/o: 0.00/4601.22/2303.11) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1249.84 qps: 7515.10 (r/w/o: 0.00/5015.41/2499.68) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1114.89 qps: 6690.32 (r/w/o: 0.00/4460.55/2229.77) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1188.33 qps: 7132.99 (r/w/o: 0.00/4756.33/2376.66) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1063.27 qps: 6376.62 (r/w/o: 0.00/4250.08/2126.54) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1215.27 qps: 7294.60 (r/w/o: 0.00/4864.06/2430.53) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1218.43 qps: 7306.58 (r/w/o: 0.00/4869.72/2436.86) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1059.22 qps: 6349.32 (r/w/o: 0.00/4230.88/2118.44) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1024.41 qps: 6155.43 (r/w/o: 0.00/4106.62/2048.81) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1566.69 qps: 9390.15 (r/w/o: 0.00/6256.77/3133.38) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1691.68 qps: 10150.09 (r/w/o: 0.00/6766.73/3383.36) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1394.74 qps: 8379.47 (r/w/o: 0.00/5589.99/2789.48) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1329.51 qps: 7952.09 (r/w/o: 0.00/5294.06/2658.03) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1338.64 qps: 8031.82 (r/w/o: 0.00/5354.54/2677.27) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1516.86 qps: 9114.16 (r/w/o: 0.00/6080.43/3033.73) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1450.23 qps: 8697.41 (r/w/o: 0.00/5795.94/2901.47) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1276.37 qps: 7671.26 (r/w/o: 0.00/5118.52/2552.74) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1409.73 qps: 8441.43 (r/w/o: 0.00/5621.98/2819.45) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1459.61 qps: 8774.72 (r/w/o: 0.00/5855.50/2919.22) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1325.05 qps: 7953.31 (r/w/o: 0.00/5303.21/2650.11) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1776.21 qps: 10646.27 (r/w/o: 0.00/7094.84/3551.43) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1448.46 qps: 8679.73 (r/w/o: 0.00/5781.81/2897.91) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1490.72 qps: 8959.29 (r/w/o: 0.00/5977.85/2981.44) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1491.17 qps: 8952.03 (r/w/o: 0.00/5969.69/2982.34) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1644.89 qps: 9856.38 (r/w/o: 0.00/6566.59/3289.79) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1448.10 qps: 8684.57 (r/w/o: 0.00/5788.38/2896.19) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1483.41 qps: 8919.44 (r/w/o: 0.00/5952.63/2966.81) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1488.10 qps: 8928.58 (r/w/o: 0.00/5952.39/2976.19) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1566.97 qps: 9375.78 (r/w/o: 0.00/6243.85/3131.93) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1707.33 qps: 10266.01 (r/w/o: 0.00/6849.34/3416.67) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1676.90 qps: 10055.38 (r/w/o: 0.00/6702.59/3352.79) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1392.74 qps: 8357.42 (r/w/o: 0.00/5570.94/2786.47) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1474.65 qps: 8845.89 (r/w/o: 0.00/5896.60/2949.30) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1385.17 qps: 8312.00 (r/w/o: 0.00/5543.66/2768.34) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           245700
        other:                           122850
        total:                           368550
    transactions:                        61425  (1364.79 per sec.)
    queries:                             368550 (8188.77 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0061s
    total number of events:              61425

Latency (ms):
         min:                                    1.03
         avg:                                    5.86
         max:                                  111.32
         95th percentile:                       15.00
         sum:                               359692.69

Threads fairness:
    events (avg/stddev):           7678.1250/26.81
    execution time (avg/stddev):   44.9616/0.00

