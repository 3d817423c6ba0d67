sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1274.27 qps: 7682.49 (r/w/o: 0.00/5125.98/2556.51) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1411.50 qps: 8468.98 (r/w/o: 0.00/5645.99/2822.99) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1348.90 qps: 8095.43 (r/w/o: 0.00/5397.62/2697.81) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1241.95 qps: 7450.70 (r/w/o: 0.00/4966.80/2483.90) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1423.44 qps: 8527.62 (r/w/o: 0.00/5680.75/2846.87) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1308.58 qps: 7863.48 (r/w/o: 0.00/5246.32/2617.16) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1259.90 qps: 7539.41 (r/w/o: 0.00/5020.61/2518.80) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1286.08 qps: 7737.49 (r/w/o: 0.00/5164.32/2573.16) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1281.67 qps: 7688.05 (r/w/o: 0.00/5124.70/2563.35) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1284.72 qps: 7696.30 (r/w/o: 0.00/5127.87/2568.43) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1229.61 qps: 7386.64 (r/w/o: 0.00/4927.43/2459.21) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1258.10 qps: 7537.63 (r/w/o: 0.00/5022.42/2515.21) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1276.01 qps: 7673.04 (r/w/o: 0.00/5119.03/2554.02) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1384.57 qps: 8299.44 (r/w/o: 0.00/5530.29/2769.15) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1344.35 qps: 8075.06 (r/w/o: 0.00/5386.37/2688.69) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1218.03 qps: 7299.17 (r/w/o: 0.00/4863.11/2436.06) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1354.74 qps: 8137.44 (r/w/o: 0.00/5427.96/2709.48) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1474.21 qps: 8834.23 (r/w/o: 0.00/5886.82/2947.41) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1400.47 qps: 8397.85 (r/w/o: 0.00/5596.90/2800.95) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1242.46 qps: 7468.79 (r/w/o: 0.00/4982.86/2485.93) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1589.80 qps: 9539.81 (r/w/o: 0.00/6360.21/3179.60) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1405.05 qps: 8414.28 (r/w/o: 0.00/5604.18/2810.09) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1568.78 qps: 9420.65 (r/w/o: 0.00/6283.10/3137.55) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1505.40 qps: 9038.39 (r/w/o: 0.00/6027.59/3010.80) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1259.70 qps: 7547.22 (r/w/o: 0.00/5028.81/2518.41) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1335.79 qps: 8009.76 (r/w/o: 0.00/5337.17/2672.58) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1502.44 qps: 9010.66 (r/w/o: 0.00/6006.78/3003.89) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1451.94 qps: 8734.63 (r/w/o: 0.00/5829.75/2904.88) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1850.28 qps: 11086.70 (r/w/o: 0.00/7387.13/3699.57) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1510.83 qps: 9066.98 (r/w/o: 0.00/6044.32/3022.66) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1483.24 qps: 8910.41 (r/w/o: 0.00/5943.94/2966.47) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1452.45 qps: 8711.73 (r/w/o: 0.00/5807.82/2903.91) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1480.00 qps: 8871.98 (r/w/o: 0.00/5911.98/2960.00) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1524.56 qps: 9155.38 (r/w/o: 0.00/6105.26/3050.13) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1309.71 qps: 7858.28 (r/w/o: 0.00/5239.85/2618.43) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1612.62 qps: 9663.74 (r/w/o: 0.00/6438.49/3225.24) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1471.52 qps: 8834.11 (r/w/o: 0.00/5890.07/2944.03) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1370.57 qps: 8225.41 (r/w/o: 0.00/5486.28/2739.14) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1160.55 qps: 6969.28 (r/w/o: 0.00/4646.19/2323.09) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1172.58 qps: 7016.47 (r/w/o: 0.00/4675.31/2341.15) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1332.73 qps: 8017.40 (r/w/o: 0.00/5347.93/2669.46) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1397.31 qps: 8361.88 (r/w/o: 0.00/5567.26/2794.62) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1436.55 qps: 8637.31 (r/w/o: 0.00/5764.21/2873.10) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1335.15 qps: 8001.92 (r/w/o: 0.00/5332.61/2669.31) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1549.85 qps: 9300.08 (r/w/o: 0.00/6200.38/3099.69) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           249520
        other:                           124760
        total:                           374280
    transactions:                        62380  (1385.86 per sec.)
    queries:                             374280 (8315.18 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0078s
    total number of events:              62380

Latency (ms):
         min:                                    0.54
         avg:                                    5.77
         max:                                  100.03
         95th percentile:                       10.65
         sum:                               359782.44

Threads fairness:
    events (avg/stddev):           7797.5000/33.41
    execution time (avg/stddev):   44.9728/0.00

