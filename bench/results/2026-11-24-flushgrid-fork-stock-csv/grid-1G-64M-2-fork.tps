sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1502.57 qps: 9052.30 (r/w/o: 0.00/6039.18/3013.11) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1681.90 qps: 10094.41 (r/w/o: 0.00/6730.61/3363.80) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1670.65 qps: 10020.89 (r/w/o: 0.00/6679.59/3341.30) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1828.25 qps: 10958.50 (r/w/o: 0.00/7303.00/3655.50) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1646.71 qps: 9884.27 (r/w/o: 0.00/6590.85/3293.42) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1335.59 qps: 8016.57 (r/w/o: 0.00/5344.38/2672.19) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1512.26 qps: 9064.56 (r/w/o: 0.00/6042.04/3022.52) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1603.61 qps: 9622.66 (r/w/o: 0.00/6413.44/3209.22) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 849.38 qps: 5106.26 (r/w/o: 0.00/3407.50/1698.76) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1417.41 qps: 8501.46 (r/w/o: 0.00/5666.64/2834.82) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1612.63 qps: 9670.81 (r/w/o: 0.00/6445.54/3225.27) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1693.56 qps: 10173.35 (r/w/o: 0.00/6786.24/3387.11) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1195.65 qps: 7174.87 (r/w/o: 0.00/4783.58/2391.29) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 826.02 qps: 4939.09 (r/w/o: 0.00/3290.06/1649.03) lat (ms,95%): 20.74 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1322.29 qps: 7948.76 (r/w/o: 0.00/5301.18/2647.59) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1528.75 qps: 9172.51 (r/w/o: 0.00/6115.01/3057.50) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1631.88 qps: 9776.27 (r/w/o: 0.00/6513.52/3262.75) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1553.55 qps: 9333.31 (r/w/o: 0.00/6225.21/3108.10) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1070.54 qps: 6424.26 (r/w/o: 0.00/4283.17/2141.09) lat (ms,95%): 22.69 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 881.76 qps: 5294.54 (r/w/o: 0.00/3531.03/1763.51) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1165.17 qps: 6986.02 (r/w/o: 0.00/4655.68/2330.34) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1148.96 qps: 6895.79 (r/w/o: 0.00/4597.86/2297.93) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1088.02 qps: 6531.10 (r/w/o: 0.00/4355.07/2176.03) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1510.85 qps: 9046.09 (r/w/o: 0.00/6027.40/3018.70) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1502.46 qps: 9016.76 (r/w/o: 0.00/6010.84/3005.92) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1455.64 qps: 8738.87 (r/w/o: 0.00/5825.58/2913.29) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1550.18 qps: 9306.10 (r/w/o: 0.00/6205.73/3100.37) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1504.59 qps: 9017.53 (r/w/o: 0.00/6008.35/3009.17) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1632.53 qps: 9812.21 (r/w/o: 0.00/6547.14/3265.07) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1286.97 qps: 7706.80 (r/w/o: 0.00/5134.87/2571.93) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1410.93 qps: 8477.56 (r/w/o: 0.00/5653.71/2823.85) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1336.42 qps: 7999.55 (r/w/o: 0.00/5326.71/2672.84) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1544.50 qps: 9279.96 (r/w/o: 0.00/6190.96/3089.01) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1586.85 qps: 9520.08 (r/w/o: 0.00/6348.40/3171.68) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1505.83 qps: 9035.96 (r/w/o: 0.00/6022.30/3013.65) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1587.55 qps: 9518.33 (r/w/o: 0.00/6343.22/3175.11) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1410.06 qps: 8462.35 (r/w/o: 0.00/5642.23/2820.12) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1634.07 qps: 9808.45 (r/w/o: 0.00/6540.30/3268.15) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1499.46 qps: 9006.76 (r/w/o: 0.00/6007.84/2998.92) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1242.63 qps: 7444.81 (r/w/o: 0.00/4959.54/2485.27) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1261.55 qps: 7575.26 (r/w/o: 0.00/5053.16/2522.09) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1140.33 qps: 6842.98 (r/w/o: 0.00/4561.32/2281.66) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1243.11 qps: 7427.67 (r/w/o: 0.00/4945.44/2482.22) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1149.85 qps: 6914.09 (r/w/o: 0.00/4610.39/2303.70) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1125.06 qps: 6737.37 (r/w/o: 0.00/4493.25/2244.12) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           251576
        other:                           125788
        total:                           377364
    transactions:                        62894  (1397.43 per sec.)
    queries:                             377364 (8384.58 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0061s
    total number of events:              62894

Latency (ms):
         min:                                    0.51
         avg:                                    5.72
         max:                                  269.00
         95th percentile:                       11.45
         sum:                               359787.19

Threads fairness:
    events (avg/stddev):           7861.7500/56.55
    execution time (avg/stddev):   44.9734/0.00

