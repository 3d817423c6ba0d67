sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1717.50 qps: 10333.96 (r/w/o: 0.00/6891.97/3441.99) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1808.72 qps: 10847.33 (r/w/o: 0.00/7228.88/3618.44) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1715.00 qps: 10300.00 (r/w/o: 0.00/6870.00/3430.00) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1339.28 qps: 8039.68 (r/w/o: 0.00/5361.12/2678.56) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1730.00 qps: 10370.99 (r/w/o: 0.00/6911.99/3459.00) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1491.16 qps: 8952.97 (r/w/o: 0.00/5969.64/2983.32) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1559.51 qps: 9348.08 (r/w/o: 0.00/6229.06/3119.03) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1285.32 qps: 7704.93 (r/w/o: 0.00/5135.29/2569.64) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1501.81 qps: 9026.85 (r/w/o: 0.00/6022.23/3004.61) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1393.02 qps: 8355.11 (r/w/o: 0.00/5570.07/2785.04) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1437.33 qps: 8628.98 (r/w/o: 0.00/5753.32/2875.66) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1622.73 qps: 9733.36 (r/w/o: 0.00/6487.91/3245.45) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1572.71 qps: 9440.28 (r/w/o: 0.00/6294.85/3145.43) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1573.91 qps: 9443.45 (r/w/o: 0.00/6295.63/3147.82) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1574.44 qps: 9440.63 (r/w/o: 0.00/6291.75/3148.88) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1223.17 qps: 7335.03 (r/w/o: 0.00/4889.69/2445.34) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1376.50 qps: 8264.01 (r/w/o: 0.00/5510.01/2754.00) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1455.13 qps: 8737.74 (r/w/o: 0.00/5827.49/2910.25) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1324.36 qps: 7923.13 (r/w/o: 0.00/5277.41/2645.72) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1186.76 qps: 7141.58 (r/w/o: 0.00/4765.05/2376.53) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1373.09 qps: 8235.55 (r/w/o: 0.00/5489.37/2746.18) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1412.07 qps: 8471.42 (r/w/o: 0.00/5647.28/2824.14) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1709.97 qps: 10261.85 (r/w/o: 0.00/6841.90/3419.95) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1660.11 qps: 9956.66 (r/w/o: 0.00/6636.44/3320.22) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1503.66 qps: 9023.99 (r/w/o: 0.00/6016.66/3007.33) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1601.06 qps: 9590.37 (r/w/o: 0.00/6391.25/3199.12) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1431.49 qps: 8610.96 (r/w/o: 0.00/5744.97/2865.99) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1315.19 qps: 7879.15 (r/w/o: 0.00/5248.76/2630.38) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1514.55 qps: 9077.29 (r/w/o: 0.00/6048.20/3029.10) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1424.46 qps: 8563.76 (r/w/o: 0.00/5714.84/2848.92) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1687.97 qps: 10109.85 (r/w/o: 0.00/6733.90/3375.95) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1471.38 qps: 8851.28 (r/w/o: 0.00/5908.53/2942.75) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1352.05 qps: 8089.30 (r/w/o: 0.00/5387.21/2702.10) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1341.09 qps: 8065.55 (r/w/o: 0.00/5381.37/2684.18) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1671.77 qps: 10029.62 (r/w/o: 0.00/6687.08/3342.54) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1453.10 qps: 8719.61 (r/w/o: 0.00/5812.41/2907.20) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1633.42 qps: 9793.50 (r/w/o: 0.00/6526.67/3266.84) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1463.48 qps: 8771.91 (r/w/o: 0.00/5846.94/2924.97) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1661.00 qps: 9963.97 (r/w/o: 0.00/6640.98/3322.99) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1436.59 qps: 8641.52 (r/w/o: 0.00/5767.35/2874.17) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1684.74 qps: 10094.44 (r/w/o: 0.00/6724.97/3369.48) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1442.47 qps: 8656.82 (r/w/o: 0.00/5772.88/2883.94) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1611.71 qps: 9659.27 (r/w/o: 0.00/6438.85/3220.42) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1683.36 qps: 10114.16 (r/w/o: 0.00/6743.44/3370.72) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1559.85 qps: 9351.08 (r/w/o: 0.00/6234.39/3116.69) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           271984
        other:                           135992
        total:                           407976
    transactions:                        67996  (1510.86 per sec.)
    queries:                             407976 (9065.14 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0045s
    total number of events:              67996

Latency (ms):
         min:                                    0.87
         avg:                                    5.29
         max:                                   76.74
         95th percentile:                       14.46
         sum:                               359683.00

Threads fairness:
    events (avg/stddev):           8499.5000/44.86
    execution time (avg/stddev):   44.9604/0.01

