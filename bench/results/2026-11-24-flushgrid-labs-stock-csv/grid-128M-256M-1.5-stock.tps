sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 576.64 qps: 3488.69 (r/w/o: 0.00/2327.45/1161.24) lat (ms,95%): 48.34 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1009.33 qps: 6057.99 (r/w/o: 0.00/4039.33/2018.66) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1174.97 qps: 7046.85 (r/w/o: 0.00/4697.90/2348.95) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1364.11 qps: 8183.68 (r/w/o: 0.00/5455.45/2728.23) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1520.81 qps: 9135.86 (r/w/o: 0.00/6093.24/3042.62) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1201.81 qps: 7202.84 (r/w/o: 0.00/4799.23/2403.61) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1755.40 qps: 10528.41 (r/w/o: 0.00/7017.61/3510.80) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1480.05 qps: 8886.28 (r/w/o: 0.00/5926.19/2960.09) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1585.06 qps: 9512.34 (r/w/o: 0.00/6342.23/3170.11) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1734.77 qps: 10408.60 (r/w/o: 0.00/6940.07/3468.53) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1564.21 qps: 9391.25 (r/w/o: 0.00/6261.83/3129.42) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1662.61 qps: 9969.66 (r/w/o: 0.00/6645.44/3324.22) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1540.84 qps: 9246.05 (r/w/o: 0.00/6163.37/3082.68) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1905.61 qps: 11427.63 (r/w/o: 0.00/7616.42/3811.21) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1523.03 qps: 9149.20 (r/w/o: 0.00/6103.13/3046.07) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1761.47 qps: 10559.81 (r/w/o: 0.00/7037.87/3521.94) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1697.39 qps: 10182.34 (r/w/o: 0.00/6787.56/3394.78) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1628.99 qps: 9771.97 (r/w/o: 0.00/6512.98/3258.99) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1776.93 qps: 10674.58 (r/w/o: 0.00/7120.72/3553.86) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1575.34 qps: 9417.13 (r/w/o: 0.00/6273.43/3143.70) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1685.02 qps: 10141.19 (r/w/o: 0.00/6764.14/3377.06) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1416.92 qps: 8482.53 (r/w/o: 0.00/5649.69/2832.84) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1660.74 qps: 9956.43 (r/w/o: 0.00/6637.96/3318.48) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1673.50 qps: 10053.87 (r/w/o: 0.00/6703.90/3349.97) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1312.09 qps: 7866.50 (r/w/o: 0.00/5244.33/2622.17) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1246.28 qps: 7481.71 (r/w/o: 0.00/4986.14/2495.57) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1281.40 qps: 7697.39 (r/w/o: 0.00/5135.59/2561.80) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1206.39 qps: 7242.33 (r/w/o: 0.00/4828.55/2413.78) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1172.42 qps: 7032.49 (r/w/o: 0.00/4687.66/2344.83) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 911.64 qps: 5477.04 (r/w/o: 0.00/3653.76/1823.27) lat (ms,95%): 22.28 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 913.75 qps: 5480.27 (r/w/o: 0.00/3652.76/1827.50) lat (ms,95%): 30.81 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1342.38 qps: 8057.28 (r/w/o: 0.00/5372.52/2684.76) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1021.46 qps: 6110.79 (r/w/o: 0.00/4067.86/2042.93) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1054.44 qps: 6342.67 (r/w/o: 0.00/4233.79/2108.89) lat (ms,95%): 18.95 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1183.92 qps: 7103.53 (r/w/o: 0.00/4735.69/2367.84) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 870.21 qps: 5222.25 (r/w/o: 0.00/3481.83/1740.42) lat (ms,95%): 24.38 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1314.11 qps: 7859.68 (r/w/o: 0.00/5232.46/2627.22) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1410.65 qps: 8489.91 (r/w/o: 0.00/5667.61/2822.30) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1160.71 qps: 6946.29 (r/w/o: 0.00/4624.86/2321.43) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 881.19 qps: 5305.05 (r/w/o: 0.00/3542.67/1762.38) lat (ms,95%): 30.81 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 774.60 qps: 4647.62 (r/w/o: 0.00/3098.41/1549.21) lat (ms,95%): 35.59 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 847.75 qps: 5079.50 (r/w/o: 0.00/3384.00/1695.49) lat (ms,95%): 27.17 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 792.43 qps: 4761.55 (r/w/o: 0.00/3176.70/1584.85) lat (ms,95%): 23.10 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 884.02 qps: 5288.31 (r/w/o: 0.00/3521.25/1767.06) lat (ms,95%): 26.20 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1037.85 qps: 6243.30 (r/w/o: 0.00/4166.59/2076.71) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           236432
        other:                           118216
        total:                           354648
    transactions:                        59108  (1312.93 per sec.)
    queries:                             354648 (7877.60 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0194s
    total number of events:              59108

Latency (ms):
         min:                                    0.50
         avg:                                    6.09
         max:                                  225.01
         95th percentile:                       15.00
         sum:                               359897.96

Threads fairness:
    events (avg/stddev):           7388.5000/67.75
    execution time (avg/stddev):   44.9872/0.01

