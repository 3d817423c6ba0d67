sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1595.52 qps: 9605.96 (r/w/o: 0.00/6407.96/3198.00) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 2003.00 qps: 12025.03 (r/w/o: 0.00/8018.02/4007.01) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1856.68 qps: 11137.11 (r/w/o: 0.00/7423.74/3713.37) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1528.67 qps: 9170.02 (r/w/o: 0.00/6112.68/3057.34) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1981.79 qps: 11895.77 (r/w/o: 0.00/7932.18/3963.59) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1609.90 qps: 9645.40 (r/w/o: 0.00/6425.60/3219.80) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1600.90 qps: 9615.42 (r/w/o: 0.00/6413.61/3201.81) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1923.21 qps: 11538.24 (r/w/o: 0.00/7692.82/3845.41) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1609.85 qps: 9652.09 (r/w/o: 0.00/6431.39/3220.70) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1571.39 qps: 9438.37 (r/w/o: 0.00/6295.58/3142.79) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1582.66 qps: 9492.94 (r/w/o: 0.00/6328.63/3164.31) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1734.02 qps: 10409.11 (r/w/o: 0.00/6940.07/3469.04) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1478.59 qps: 8853.56 (r/w/o: 0.00/5896.38/2957.19) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1526.77 qps: 9178.61 (r/w/o: 0.00/6125.08/3053.54) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1432.47 qps: 8583.82 (r/w/o: 0.00/5718.88/2864.94) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1437.33 qps: 8627.99 (r/w/o: 0.00/5754.32/2873.67) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1529.54 qps: 9162.21 (r/w/o: 0.00/6102.12/3060.08) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1535.63 qps: 9225.78 (r/w/o: 0.00/6155.52/3070.26) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1868.49 qps: 11210.92 (r/w/o: 0.00/7472.95/3737.97) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1671.89 qps: 10024.37 (r/w/o: 0.00/6681.58/3342.79) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1729.29 qps: 10392.73 (r/w/o: 0.00/6933.15/3459.58) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1513.82 qps: 9057.92 (r/w/o: 0.00/6034.29/3023.64) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1723.89 qps: 10362.36 (r/w/o: 0.00/6910.57/3451.78) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1458.65 qps: 8743.89 (r/w/o: 0.00/5827.59/2916.30) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1492.30 qps: 8960.78 (r/w/o: 0.00/5975.19/2985.59) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1517.36 qps: 9099.13 (r/w/o: 0.00/6064.42/3034.71) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1491.95 qps: 8945.72 (r/w/o: 0.00/5962.81/2982.91) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1585.01 qps: 9523.07 (r/w/o: 0.00/6353.04/3170.02) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1566.92 qps: 9384.55 (r/w/o: 0.00/6250.70/3133.85) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1713.00 qps: 10275.01 (r/w/o: 0.00/6853.01/3422.00) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1628.51 qps: 9792.07 (r/w/o: 0.00/6530.04/3262.02) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1483.89 qps: 8907.33 (r/w/o: 0.00/5939.55/2967.78) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1233.96 qps: 7395.77 (r/w/o: 0.00/4927.85/2467.92) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1694.69 qps: 10171.13 (r/w/o: 0.00/6782.75/3388.38) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1762.10 qps: 10564.61 (r/w/o: 0.00/7040.41/3524.20) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1512.39 qps: 9077.36 (r/w/o: 0.00/6051.57/3025.79) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1450.43 qps: 8708.55 (r/w/o: 0.00/5807.70/2900.85) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1708.47 qps: 10244.84 (r/w/o: 0.00/6829.90/3414.95) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1832.03 qps: 10998.18 (r/w/o: 0.00/7332.12/3666.06) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 2010.07 qps: 12062.40 (r/w/o: 0.00/8042.27/4020.13) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1843.20 qps: 11054.22 (r/w/o: 0.00/7368.81/3685.41) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1662.85 qps: 9971.10 (r/w/o: 0.00/6644.40/3326.70) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1617.23 qps: 9708.40 (r/w/o: 0.00/6473.93/3234.47) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1984.51 qps: 11908.05 (r/w/o: 0.00/7939.04/3969.02) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1955.11 qps: 11722.67 (r/w/o: 0.00/7815.44/3907.22) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           297032
        other:                           148516
        total:                           445548
    transactions:                        74258  (1649.98 per sec.)
    queries:                             445548 (9899.90 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0050s
    total number of events:              74258

Latency (ms):
         min:                                    0.58
         avg:                                    4.84
         max:                                   86.78
         95th percentile:                        9.39
         sum:                               359757.62

Threads fairness:
    events (avg/stddev):           9282.2500/24.06
    execution time (avg/stddev):   44.9697/0.00

