sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1789.35 qps: 10765.01 (r/w/o: 0.00/7178.33/3586.67) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1750.00 qps: 10498.98 (r/w/o: 0.00/6998.99/3499.99) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1880.92 qps: 11293.54 (r/w/o: 0.00/7530.69/3762.85) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1710.70 qps: 10255.17 (r/w/o: 0.00/6834.78/3420.39) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1761.30 qps: 10580.79 (r/w/o: 0.00/7058.20/3522.60) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1286.91 qps: 7709.48 (r/w/o: 0.00/5135.65/2573.83) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1545.33 qps: 9283.96 (r/w/o: 0.00/6193.31/3090.65) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1556.80 qps: 9334.78 (r/w/o: 0.00/6221.18/3113.59) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1425.18 qps: 8557.09 (r/w/o: 0.00/5706.73/2850.36) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1459.86 qps: 8749.21 (r/w/o: 0.00/5829.48/2919.73) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1438.82 qps: 8625.90 (r/w/o: 0.00/5749.26/2876.64) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1513.14 qps: 9077.82 (r/w/o: 0.00/6051.54/3026.27) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1621.98 qps: 9741.91 (r/w/o: 0.00/6497.94/3243.97) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1910.82 qps: 11462.93 (r/w/o: 0.00/7640.29/3822.64) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1516.40 qps: 9092.41 (r/w/o: 0.00/6059.61/3032.80) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1541.55 qps: 9259.30 (r/w/o: 0.00/6176.21/3083.09) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1663.72 qps: 9985.34 (r/w/o: 0.00/6657.90/3327.45) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1493.51 qps: 8952.07 (r/w/o: 0.00/5965.05/2987.02) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1522.66 qps: 9130.95 (r/w/o: 0.00/6085.63/3045.32) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1440.66 qps: 8655.93 (r/w/o: 0.00/5774.61/2881.31) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1610.33 qps: 9662.01 (r/w/o: 0.00/6441.34/3220.67) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1860.05 qps: 11164.29 (r/w/o: 0.00/7444.19/3720.10) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1705.83 qps: 10234.00 (r/w/o: 0.00/6822.33/3411.67) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1676.87 qps: 10058.24 (r/w/o: 0.00/6704.49/3353.75) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1522.58 qps: 9128.51 (r/w/o: 0.00/6084.34/3044.17) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1546.60 qps: 9291.62 (r/w/o: 0.00/6197.41/3094.20) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1480.58 qps: 8881.45 (r/w/o: 0.00/5920.30/2961.15) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1493.14 qps: 8952.83 (r/w/o: 0.00/5967.56/2985.28) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1649.35 qps: 9902.07 (r/w/o: 0.00/6602.38/3299.69) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1741.62 qps: 10438.73 (r/w/o: 0.00/6956.49/3482.24) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1836.11 qps: 11019.68 (r/w/o: 0.00/7346.45/3673.23) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1620.30 qps: 9722.78 (r/w/o: 0.00/6481.19/3241.59) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1658.22 qps: 9945.32 (r/w/o: 0.00/6630.88/3314.44) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1618.10 qps: 9711.63 (r/w/o: 0.00/6474.42/3237.21) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1037.17 qps: 6230.03 (r/w/o: 0.00/4155.69/2074.34) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1529.18 qps: 9170.10 (r/w/o: 0.00/6112.74/3057.37) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1540.78 qps: 9226.66 (r/w/o: 0.00/6146.10/3080.56) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1571.63 qps: 9449.80 (r/w/o: 0.00/6304.53/3145.27) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1489.82 qps: 8931.94 (r/w/o: 0.00/5952.29/2979.65) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1486.71 qps: 8929.26 (r/w/o: 0.00/5955.84/2973.42) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1338.45 qps: 8024.68 (r/w/o: 0.00/5347.79/2676.89) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1482.95 qps: 8905.69 (r/w/o: 0.00/5939.79/2965.90) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1903.63 qps: 11399.81 (r/w/o: 0.00/7593.55/3806.27) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1386.50 qps: 8339.02 (r/w/o: 0.00/5565.01/2774.00) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1445.83 qps: 8673.98 (r/w/o: 0.00/5782.32/2891.66) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           284288
        other:                           142144
        total:                           426432
    transactions:                        71072  (1579.15 per sec.)
    queries:                             426432 (9474.90 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0060s
    total number of events:              71072

Latency (ms):
         min:                                    0.84
         avg:                                    5.06
         max:                                  354.74
         95th percentile:                       15.27
         sum:                               359756.36

Threads fairness:
    events (avg/stddev):           8884.0000/21.67
    execution time (avg/stddev):   44.9695/0.00

