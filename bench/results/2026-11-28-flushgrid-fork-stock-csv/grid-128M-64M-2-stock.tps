sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1804.01 qps: 10852.03 (r/w/o: 0.00/7237.02/3615.01) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1660.36 qps: 9951.16 (r/w/o: 0.00/6630.44/3320.72) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1510.09 qps: 9078.52 (r/w/o: 0.00/6057.35/3021.17) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1375.72 qps: 8235.31 (r/w/o: 0.00/5485.87/2749.44) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1610.47 qps: 9677.85 (r/w/o: 0.00/6454.90/3222.95) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1742.21 qps: 10453.28 (r/w/o: 0.00/6969.85/3483.43) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1525.46 qps: 9148.75 (r/w/o: 0.00/6096.83/3051.92) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1618.72 qps: 9708.32 (r/w/o: 0.00/6470.88/3237.44) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1625.65 qps: 9752.89 (r/w/o: 0.00/6502.59/3250.30) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1745.77 qps: 10475.60 (r/w/o: 0.00/6985.07/3490.53) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1746.24 qps: 10469.46 (r/w/o: 0.00/6976.97/3492.49) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1498.29 qps: 9011.75 (r/w/o: 0.00/6013.17/2998.58) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1580.75 qps: 9480.50 (r/w/o: 0.00/6320.00/3160.50) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1405.11 qps: 8427.64 (r/w/o: 0.00/5617.42/2810.21) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1633.84 qps: 9807.04 (r/w/o: 0.00/6538.36/3268.68) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1450.14 qps: 8701.82 (r/w/o: 0.00/5801.55/2900.27) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1432.82 qps: 8584.92 (r/w/o: 0.00/5720.28/2864.64) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1373.27 qps: 8246.58 (r/w/o: 0.00/5499.05/2747.53) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1705.10 qps: 10234.58 (r/w/o: 0.00/6824.39/3410.19) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1519.95 qps: 9119.69 (r/w/o: 0.00/6079.80/3039.90) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1582.03 qps: 9490.16 (r/w/o: 0.00/6327.11/3163.05) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1362.56 qps: 8170.36 (r/w/o: 0.00/5444.24/2726.12) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1546.00 qps: 9274.97 (r/w/o: 0.00/6183.98/3090.99) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1435.21 qps: 8619.28 (r/w/o: 0.00/5747.85/2871.43) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1711.10 qps: 10257.62 (r/w/o: 0.00/6836.41/3421.21) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1648.86 qps: 9908.13 (r/w/o: 0.00/6609.42/3298.71) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1571.46 qps: 9424.75 (r/w/o: 0.00/6281.84/3142.92) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1695.30 qps: 10161.80 (r/w/o: 0.00/6771.20/3390.60) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1770.14 qps: 10614.83 (r/w/o: 0.00/7075.55/3539.28) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1536.67 qps: 9211.00 (r/w/o: 0.00/6138.67/3072.34) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1479.80 qps: 8899.77 (r/w/o: 0.00/5938.17/2961.59) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1631.98 qps: 9790.85 (r/w/o: 0.00/6527.90/3262.95) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1953.82 qps: 11723.94 (r/w/o: 0.00/7816.29/3907.65) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1617.69 qps: 9704.13 (r/w/o: 0.00/6467.76/3236.38) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1518.76 qps: 9122.58 (r/w/o: 0.00/6085.06/3037.52) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1447.20 qps: 8674.21 (r/w/o: 0.00/5779.81/2894.40) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1527.34 qps: 9168.03 (r/w/o: 0.00/6113.35/3054.68) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1643.28 qps: 9861.68 (r/w/o: 0.00/6575.12/3286.56) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1677.86 qps: 10070.15 (r/w/o: 0.00/6714.43/3355.72) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1698.20 qps: 10165.22 (r/w/o: 0.00/6768.82/3396.41) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1524.91 qps: 9170.45 (r/w/o: 0.00/6120.63/3049.82) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1374.34 qps: 8233.03 (r/w/o: 0.00/5485.35/2747.67) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1696.72 qps: 10196.35 (r/w/o: 0.00/6801.91/3394.45) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1543.98 qps: 9256.86 (r/w/o: 0.00/6168.91/3087.95) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1475.13 qps: 8842.80 (r/w/o: 0.00/5895.53/2947.27) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           284972
        other:                           142486
        total:                           427458
    transactions:                        71243  (1582.54 per sec.)
    queries:                             427458 (9495.22 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0177s
    total number of events:              71243

Latency (ms):
         min:                                    0.82
         avg:                                    5.05
         max:                                   91.97
         95th percentile:                       13.95
         sum:                               359778.81

Threads fairness:
    events (avg/stddev):           8905.3750/34.76
    execution time (avg/stddev):   44.9724/0.01

