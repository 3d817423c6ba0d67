sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1739.37 qps: 10469.09 (r/w/o: 0.00/6983.38/3485.71) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1786.78 qps: 10714.71 (r/w/o: 0.00/7141.14/3573.57) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1411.21 qps: 8470.27 (r/w/o: 0.00/5646.84/2823.42) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1273.98 qps: 7645.88 (r/w/o: 0.00/5098.92/2546.96) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1631.64 qps: 9788.85 (r/w/o: 0.00/6524.57/3264.28) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1523.05 qps: 9138.31 (r/w/o: 0.00/6093.21/3045.10) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1325.27 qps: 7942.62 (r/w/o: 0.00/5291.08/2651.54) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1576.44 qps: 9458.65 (r/w/o: 0.00/6306.76/3151.88) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1572.65 qps: 9440.91 (r/w/o: 0.00/6294.61/3146.30) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1628.96 qps: 9778.76 (r/w/o: 0.00/6520.84/3257.92) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1613.32 qps: 9672.92 (r/w/o: 0.00/6448.28/3224.64) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1365.39 qps: 8203.36 (r/w/o: 0.00/5470.57/2732.79) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1637.33 qps: 9809.00 (r/w/o: 0.00/6534.33/3274.67) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1707.94 qps: 10260.66 (r/w/o: 0.00/6844.77/3415.89) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1673.18 qps: 10027.07 (r/w/o: 0.00/6681.71/3345.36) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1584.45 qps: 9516.67 (r/w/o: 0.00/6346.78/3169.89) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1494.20 qps: 8966.22 (r/w/o: 0.00/5977.81/2988.41) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1615.34 qps: 9683.05 (r/w/o: 0.00/6452.37/3230.69) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1347.59 qps: 8092.54 (r/w/o: 0.00/5397.36/2695.18) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1475.92 qps: 8855.53 (r/w/o: 0.00/5904.69/2950.84) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1476.93 qps: 8870.59 (r/w/o: 0.00/5915.73/2954.86) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1534.37 qps: 9202.25 (r/w/o: 0.00/6133.50/3068.75) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1634.40 qps: 9780.36 (r/w/o: 0.00/6511.57/3268.79) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1448.74 qps: 8722.40 (r/w/o: 0.00/5824.91/2897.48) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1410.40 qps: 8444.38 (r/w/o: 0.00/5623.58/2820.80) lat (ms,95%): 21.89 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1758.60 qps: 10563.58 (r/w/o: 0.00/7046.38/3517.19) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1327.00 qps: 7955.03 (r/w/o: 0.00/5302.02/2653.01) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1760.77 qps: 10573.63 (r/w/o: 0.00/7051.09/3522.54) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1741.28 qps: 10444.71 (r/w/o: 0.00/6962.14/3482.57) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1630.55 qps: 9784.33 (r/w/o: 0.00/6524.22/3260.11) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1469.40 qps: 8815.37 (r/w/o: 0.00/5875.58/2939.79) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1448.19 qps: 8688.11 (r/w/o: 0.00/5792.74/2895.37) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1539.31 qps: 9218.89 (r/w/o: 0.00/6142.27/3076.62) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1542.23 qps: 9266.41 (r/w/o: 0.00/6178.94/3087.47) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1937.55 qps: 11630.30 (r/w/o: 0.00/7755.20/3875.10) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1741.75 qps: 10448.47 (r/w/o: 0.00/6964.98/3483.49) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1474.61 qps: 8845.65 (r/w/o: 0.00/5897.43/2948.22) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1499.59 qps: 8994.52 (r/w/o: 0.00/5995.35/2999.17) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1478.53 qps: 8881.22 (r/w/o: 0.00/5923.15/2958.06) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1529.92 qps: 9182.49 (r/w/o: 0.00/6122.66/3059.83) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1894.35 qps: 11362.07 (r/w/o: 0.00/7573.38/3788.69) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1866.81 qps: 11192.85 (r/w/o: 0.00/7460.24/3732.62) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1919.43 qps: 11520.58 (r/w/o: 0.00/7680.72/3839.86) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1479.47 qps: 8870.84 (r/w/o: 0.00/5912.89/2957.95) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1749.56 qps: 10490.35 (r/w/o: 0.00/6993.23/3497.12) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           285148
        other:                           142574
        total:                           427722
    transactions:                        71287  (1583.75 per sec.)
    queries:                             427722 (9502.48 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0110s
    total number of events:              71287

Latency (ms):
         min:                                    0.83
         avg:                                    5.05
         max:                                   88.74
         95th percentile:                       14.46
         sum:                               359730.53

Threads fairness:
    events (avg/stddev):           8910.8750/28.42
    execution time (avg/stddev):   44.9663/0.00

