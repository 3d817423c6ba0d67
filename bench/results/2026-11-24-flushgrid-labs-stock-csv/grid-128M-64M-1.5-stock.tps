sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 703.25 qps: 4237.48 (r/w/o: 0.00/2822.99/1414.49) lat (ms,95%): 36.24 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1098.61 qps: 6610.65 (r/w/o: 0.00/4413.44/2197.21) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1147.18 qps: 6878.07 (r/w/o: 0.00/4583.71/2294.35) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1310.03 qps: 7840.98 (r/w/o: 0.00/5220.91/2620.07) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1525.14 qps: 9180.07 (r/w/o: 0.00/6129.79/3050.28) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1388.57 qps: 8318.44 (r/w/o: 0.00/5541.29/2777.14) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 982.20 qps: 5902.21 (r/w/o: 0.00/3937.81/1964.40) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1560.33 qps: 9336.01 (r/w/o: 0.00/6219.34/3116.67) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1050.13 qps: 6294.80 (r/w/o: 0.00/4195.53/2099.27) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1355.51 qps: 8141.08 (r/w/o: 0.00/5425.05/2716.03) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1317.64 qps: 7930.83 (r/w/o: 0.00/5295.55/2635.28) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1224.15 qps: 7340.91 (r/w/o: 0.00/4892.61/2448.30) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1210.14 qps: 7264.85 (r/w/o: 0.00/4844.57/2420.28) lat (ms,95%): 18.95 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1178.74 qps: 7054.46 (r/w/o: 0.00/4699.98/2354.49) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1589.64 qps: 9556.76 (r/w/o: 0.00/6374.50/3182.27) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1152.04 qps: 6912.22 (r/w/o: 0.00/4608.15/2304.07) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1052.86 qps: 6314.16 (r/w/o: 0.00/4208.44/2105.72) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1397.83 qps: 8378.99 (r/w/o: 0.00/5584.33/2794.66) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 756.57 qps: 4552.21 (r/w/o: 0.00/3038.09/1514.12) lat (ms,95%): 28.67 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1532.77 qps: 9188.47 (r/w/o: 0.00/6123.96/3064.52) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1423.90 qps: 8547.42 (r/w/o: 0.00/5698.61/2848.81) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1114.32 qps: 6668.92 (r/w/o: 0.00/4441.29/2227.64) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1144.74 qps: 6883.40 (r/w/o: 0.00/4592.91/2290.48) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1561.17 qps: 9357.96 (r/w/o: 0.00/6235.63/3122.34) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1866.12 qps: 11210.71 (r/w/o: 0.00/7478.47/3732.24) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 602.95 qps: 3604.68 (r/w/o: 0.00/2400.79/1203.89) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1535.06 qps: 9212.35 (r/w/o: 0.00/6140.24/3072.12) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1500.38 qps: 9010.24 (r/w/o: 0.00/6009.49/3000.75) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1236.15 qps: 7413.90 (r/w/o: 0.00/4941.60/2472.30) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1135.88 qps: 6817.26 (r/w/o: 0.00/4545.50/2271.75) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1000.98 qps: 6005.90 (r/w/o: 0.00/4003.93/2001.97) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1165.13 qps: 6994.78 (r/w/o: 0.00/4664.52/2330.26) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1154.82 qps: 6929.92 (r/w/o: 0.00/4620.28/2309.64) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1414.24 qps: 8485.47 (r/w/o: 0.00/5656.98/2828.49) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1332.43 qps: 7991.57 (r/w/o: 0.00/5326.72/2664.86) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1265.44 qps: 7576.61 (r/w/o: 0.00/5048.74/2527.87) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1320.05 qps: 7939.29 (r/w/o: 0.00/5296.19/2643.10) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1338.91 qps: 8028.47 (r/w/o: 0.00/5350.65/2677.82) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1216.78 qps: 7301.71 (r/w/o: 0.00/4868.14/2433.57) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1207.42 qps: 7233.55 (r/w/o: 0.00/4819.70/2413.85) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1187.55 qps: 7130.29 (r/w/o: 0.00/4754.19/2376.10) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1247.08 qps: 7472.46 (r/w/o: 0.00/4978.31/2494.15) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1376.30 qps: 8262.82 (r/w/o: 0.00/5510.22/2752.61) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1359.15 qps: 8169.89 (r/w/o: 0.00/5451.59/2718.29) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1212.90 qps: 7274.39 (r/w/o: 0.00/4848.59/2425.80) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           225760
        other:                           112880
        total:                           338640
    transactions:                        56440  (1254.04 per sec.)
    queries:                             338640 (7524.22 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0062s
    total number of events:              56440

Latency (ms):
         min:                                    0.60
         avg:                                    6.38
         max:                                  452.60
         95th percentile:                       14.46
         sum:                               359815.40

Threads fairness:
    events (avg/stddev):           7055.0000/47.37
    execution time (avg/stddev):   44.9769/0.00

