sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1501.43 qps: 9036.53 (r/w/o: 0.00/6025.69/3010.85) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1227.63 qps: 7367.78 (r/w/o: 0.00/4912.52/2455.26) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1516.53 qps: 9087.19 (r/w/o: 0.00/6054.12/3033.07) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1386.60 qps: 8341.55 (r/w/o: 0.00/5568.34/2773.21) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1106.64 qps: 6631.79 (r/w/o: 0.00/4419.52/2212.27) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1496.76 qps: 8988.53 (r/w/o: 0.00/5994.02/2994.51) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1706.18 qps: 10227.08 (r/w/o: 0.00/6815.72/3411.36) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1493.01 qps: 8957.04 (r/w/o: 0.00/5971.02/2986.01) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1624.39 qps: 9738.37 (r/w/o: 0.00/6490.58/3247.79) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1278.44 qps: 7662.61 (r/w/o: 0.00/5106.74/2555.87) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1265.24 qps: 7611.44 (r/w/o: 0.00/5077.96/2533.48) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1572.93 qps: 9436.56 (r/w/o: 0.00/6290.71/3145.85) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1916.29 qps: 11496.75 (r/w/o: 0.00/7665.16/3831.58) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1534.42 qps: 9211.53 (r/w/o: 0.00/6141.69/3069.84) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1518.68 qps: 9088.07 (r/w/o: 0.00/6050.71/3037.35) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1289.73 qps: 7752.41 (r/w/o: 0.00/5173.94/2578.47) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1753.96 qps: 10522.77 (r/w/o: 0.00/7013.85/3508.92) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1738.91 qps: 10444.44 (r/w/o: 0.00/6966.63/3477.81) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1845.39 qps: 11076.36 (r/w/o: 0.00/7385.57/3690.79) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1933.54 qps: 11596.25 (r/w/o: 0.00/7729.17/3867.08) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1738.27 qps: 10430.60 (r/w/o: 0.00/6954.07/3476.53) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1354.36 qps: 8117.14 (r/w/o: 0.00/5409.43/2707.71) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1415.88 qps: 8497.30 (r/w/o: 0.00/5664.53/2832.77) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1559.18 qps: 9353.08 (r/w/o: 0.00/6235.72/3117.36) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1569.63 qps: 9422.77 (r/w/o: 0.00/6282.51/3140.26) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1474.14 qps: 8851.83 (r/w/o: 0.00/5903.55/2948.28) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1631.04 qps: 9782.26 (r/w/o: 0.00/6520.17/3262.09) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1398.63 qps: 8376.77 (r/w/o: 0.00/5582.51/2794.26) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1201.29 qps: 7216.76 (r/w/o: 0.00/4811.17/2405.59) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1617.36 qps: 9712.17 (r/w/o: 0.00/6477.45/3234.72) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1551.48 qps: 9306.87 (r/w/o: 0.00/6204.92/3101.96) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1694.53 qps: 10165.21 (r/w/o: 0.00/6775.14/3390.07) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1732.11 qps: 10381.66 (r/w/o: 0.00/6917.44/3464.22) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1685.46 qps: 10124.75 (r/w/o: 0.00/6753.83/3370.92) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1636.99 qps: 9812.93 (r/w/o: 0.00/6538.95/3273.98) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1654.09 qps: 9931.55 (r/w/o: 0.00/6624.36/3307.19) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1513.29 qps: 9076.71 (r/w/o: 0.00/6049.14/3027.57) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1801.82 qps: 10805.91 (r/w/o: 0.00/7202.28/3603.64) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1822.47 qps: 10950.82 (r/w/o: 0.00/7305.88/3644.94) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1736.97 qps: 10408.82 (r/w/o: 0.00/6934.88/3473.94) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1616.14 qps: 9702.86 (r/w/o: 0.00/6470.57/3232.29) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1505.66 qps: 9011.97 (r/w/o: 0.00/6003.64/3008.32) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1553.01 qps: 9345.03 (r/w/o: 0.00/6236.02/3109.01) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1746.94 qps: 10469.61 (r/w/o: 0.00/6975.74/3493.87) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1273.15 qps: 7650.91 (r/w/o: 0.00/5104.61/2546.30) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           280808
        other:                           140404
        total:                           421212
    transactions:                        70202  (1559.87 per sec.)
    queries:                             421212 (9359.22 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0044s
    total number of events:              70202

Latency (ms):
         min:                                    0.83
         avg:                                    5.12
         max:                                  302.13
         95th percentile:                       12.08
         sum:                               359731.56

Threads fairness:
    events (avg/stddev):           8775.2500/36.11
    execution time (avg/stddev):   44.9664/0.00

