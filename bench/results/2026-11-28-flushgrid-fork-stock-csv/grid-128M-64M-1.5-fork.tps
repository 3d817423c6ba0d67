sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 906.14 qps: 5451.83 (r/w/o: 0.00/3631.55/1820.27) lat (ms,95%): 21.89 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1208.12 qps: 7244.71 (r/w/o: 0.00/4828.48/2416.24) lat (ms,95%): 19.29 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1106.86 qps: 6648.18 (r/w/o: 0.00/4434.46/2213.73) lat (ms,95%): 23.10 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1519.99 qps: 9123.91 (r/w/o: 0.00/6083.94/3039.97) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1388.86 qps: 8344.15 (r/w/o: 0.00/5566.44/2777.71) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1399.91 qps: 8394.46 (r/w/o: 0.00/5594.64/2799.82) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1263.57 qps: 7589.39 (r/w/o: 0.00/5062.26/2527.13) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1498.10 qps: 8972.61 (r/w/o: 0.00/5976.41/2996.20) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1500.81 qps: 9024.90 (r/w/o: 0.00/6023.27/3001.62) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1743.01 qps: 10451.06 (r/w/o: 0.00/6966.04/3485.02) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1801.43 qps: 10810.58 (r/w/o: 0.00/7206.72/3603.86) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1539.13 qps: 9230.77 (r/w/o: 0.00/6152.51/3078.25) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 2012.02 qps: 12080.15 (r/w/o: 0.00/8056.10/4024.05) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1402.64 qps: 8396.85 (r/w/o: 0.00/5592.57/2804.28) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1382.95 qps: 8309.71 (r/w/o: 0.00/5542.81/2766.91) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1537.92 qps: 9221.53 (r/w/o: 0.00/6146.69/3074.84) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1356.39 qps: 8143.35 (r/w/o: 0.00/5429.56/2713.78) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1428.53 qps: 8560.15 (r/w/o: 0.00/5703.09/2857.06) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1328.80 qps: 7983.79 (r/w/o: 0.00/5326.20/2657.59) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1558.04 qps: 9354.25 (r/w/o: 0.00/6238.16/3116.08) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1586.47 qps: 9513.81 (r/w/o: 0.00/6340.87/3172.94) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1800.61 qps: 10796.66 (r/w/o: 0.00/7195.44/3601.22) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1660.97 qps: 9966.82 (r/w/o: 0.00/6646.87/3319.95) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1654.86 qps: 9917.12 (r/w/o: 0.00/6606.40/3310.72) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1623.47 qps: 9764.77 (r/w/o: 0.00/6516.82/3247.94) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1377.92 qps: 8264.53 (r/w/o: 0.00/5508.69/2755.84) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1703.33 qps: 10210.98 (r/w/o: 0.00/6805.32/3405.66) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1224.04 qps: 7358.23 (r/w/o: 0.00/4909.16/2449.08) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1635.79 qps: 9810.76 (r/w/o: 0.00/6539.17/3271.58) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1590.44 qps: 9546.62 (r/w/o: 0.00/6365.74/3180.88) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1513.03 qps: 9071.16 (r/w/o: 0.00/6045.10/3026.06) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1693.48 qps: 10157.87 (r/w/o: 0.00/6770.91/3386.96) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1463.31 qps: 8757.91 (r/w/o: 0.00/5834.28/2923.63) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1495.44 qps: 8994.64 (r/w/o: 0.00/6000.76/2993.88) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1478.27 qps: 8863.61 (r/w/o: 0.00/5907.07/2956.54) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1273.32 qps: 7649.91 (r/w/o: 0.00/5103.26/2546.65) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1521.58 qps: 9132.46 (r/w/o: 0.00/6089.31/3043.15) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1303.95 qps: 7820.70 (r/w/o: 0.00/5212.80/2607.90) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1517.19 qps: 9094.13 (r/w/o: 0.00/6060.75/3033.37) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1488.13 qps: 8930.79 (r/w/o: 0.00/5953.53/2977.26) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1667.46 qps: 10003.77 (r/w/o: 0.00/6669.85/3333.92) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1183.85 qps: 7102.10 (r/w/o: 0.00/4733.40/2368.70) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1319.98 qps: 7922.87 (r/w/o: 0.00/5283.92/2638.96) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1589.63 qps: 9546.81 (r/w/o: 0.00/6366.54/3180.27) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1322.83 qps: 7924.95 (r/w/o: 0.00/5279.30/2645.65) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           266320
        other:                           133160
        total:                           399480
    transactions:                        66580  (1479.33 per sec.)
    queries:                             399480 (8875.97 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0063s
    total number of events:              66580

Latency (ms):
         min:                                    0.90
         avg:                                    5.40
         max:                                  186.59
         95th percentile:                       14.46
         sum:                               359729.54

Threads fairness:
    events (avg/stddev):           8322.5000/21.72
    execution time (avg/stddev):   44.9662/0.00

