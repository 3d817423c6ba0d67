sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1847.19 qps: 11108.07 (r/w/o: 0.00/7405.71/3702.36) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1736.66 qps: 10429.95 (r/w/o: 0.00/6957.64/3472.31) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1648.71 qps: 9889.29 (r/w/o: 0.00/6590.86/3298.43) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1612.11 qps: 9675.65 (r/w/o: 0.00/6451.44/3224.22) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1388.23 qps: 8326.38 (r/w/o: 0.00/5549.92/2776.46) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1530.17 qps: 9161.01 (r/w/o: 0.00/6102.68/3058.33) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1651.64 qps: 9937.86 (r/w/o: 0.00/6632.58/3305.28) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1596.16 qps: 9561.98 (r/w/o: 0.00/6369.65/3192.33) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1108.00 qps: 6654.01 (r/w/o: 0.00/4439.00/2215.00) lat (ms,95%): 22.28 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1293.83 qps: 7761.00 (r/w/o: 0.00/5172.33/2588.67) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1346.07 qps: 8087.40 (r/w/o: 0.00/5395.26/2692.13) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 889.84 qps: 5336.05 (r/w/o: 0.00/3556.37/1779.68) lat (ms,95%): 27.17 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 702.87 qps: 4217.24 (r/w/o: 0.00/2811.49/1405.75) lat (ms,95%): 43.39 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 734.18 qps: 4408.10 (r/w/o: 0.00/2939.73/1468.36) lat (ms,95%): 34.33 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 315.98 qps: 1880.89 (r/w/o: 0.00/1248.93/631.96) lat (ms,95%): 106.75 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 653.15 qps: 3918.91 (r/w/o: 0.00/2612.61/1306.30) lat (ms,95%): 34.95 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1312.69 qps: 7889.19 (r/w/o: 0.00/5263.81/2625.38) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1299.71 qps: 7792.25 (r/w/o: 0.00/5192.84/2599.41) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1339.24 qps: 8038.45 (r/w/o: 0.00/5359.97/2678.48) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1286.10 qps: 7687.61 (r/w/o: 0.00/5118.40/2569.20) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1374.79 qps: 8277.78 (r/w/o: 0.00/5525.20/2752.58) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1252.98 qps: 7507.90 (r/w/o: 0.00/5002.93/2504.97) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1489.33 qps: 8946.01 (r/w/o: 0.00/5967.34/2978.67) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1113.75 qps: 6676.51 (r/w/o: 0.00/4448.01/2228.50) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1078.90 qps: 6481.41 (r/w/o: 0.00/4323.61/2157.80) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1313.33 qps: 7881.98 (r/w/o: 0.00/5255.32/2626.66) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1402.09 qps: 8413.53 (r/w/o: 0.00/5609.35/2804.18) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1073.85 qps: 6431.09 (r/w/o: 0.00/4283.39/2147.70) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1243.39 qps: 7464.34 (r/w/o: 0.00/4978.56/2485.78) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1221.43 qps: 7327.59 (r/w/o: 0.00/4884.73/2442.86) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1313.39 qps: 7889.32 (r/w/o: 0.00/5261.55/2627.77) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 754.57 qps: 4506.44 (r/w/o: 0.00/2999.30/1507.14) lat (ms,95%): 25.28 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1546.98 qps: 9302.89 (r/w/o: 0.00/6206.93/3095.96) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1482.46 qps: 8879.78 (r/w/o: 0.00/5914.86/2964.93) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1784.68 qps: 10717.09 (r/w/o: 0.00/7147.73/3569.36) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1532.57 qps: 9187.40 (r/w/o: 0.00/6122.27/3065.13) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1380.27 qps: 8295.61 (r/w/o: 0.00/5535.06/2760.55) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1431.51 qps: 8589.03 (r/w/o: 0.00/5726.02/2863.01) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1310.30 qps: 7861.80 (r/w/o: 0.00/5241.20/2620.60) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1301.37 qps: 7793.20 (r/w/o: 0.00/5190.46/2602.73) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1625.45 qps: 9744.73 (r/w/o: 0.00/6494.82/3249.91) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1372.00 qps: 8254.99 (r/w/o: 0.00/5509.99/2745.00) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 920.99 qps: 5525.95 (r/w/o: 0.00/3683.97/1841.98) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1333.24 qps: 7976.44 (r/w/o: 0.00/5312.96/2663.48) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1169.74 qps: 7041.43 (r/w/o: 0.00/4698.96/2342.47) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           232496
        other:                           116248
        total:                           348744
    transactions:                        58124  (1291.47 per sec.)
    queries:                             348744 (7748.80 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0057s
    total number of events:              58124

Latency (ms):
         min:                                    0.49
         avg:                                    6.19
         max:                                  366.46
         95th percentile:                       15.00
         sum:                               359762.29

Threads fairness:
    events (avg/stddev):           7265.5000/45.29
    execution time (avg/stddev):   44.9703/0.02

