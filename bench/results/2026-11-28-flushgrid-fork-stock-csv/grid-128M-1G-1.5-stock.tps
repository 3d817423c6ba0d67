sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 791.64 qps: 4783.72 (r/w/o: 0.00/3192.47/1591.25) lat (ms,95%): 23.52 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 970.47 qps: 5813.85 (r/w/o: 0.00/3873.90/1939.95) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1449.24 qps: 8700.47 (r/w/o: 0.00/5800.98/2899.49) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1486.40 qps: 8925.39 (r/w/o: 0.00/5952.59/2972.80) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1518.20 qps: 9081.18 (r/w/o: 0.00/6049.78/3031.39) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1626.60 qps: 9775.57 (r/w/o: 0.00/6517.38/3258.19) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1398.74 qps: 8393.46 (r/w/o: 0.00/5595.97/2797.49) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1321.38 qps: 7934.30 (r/w/o: 0.00/5292.54/2641.76) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1557.28 qps: 9335.67 (r/w/o: 0.00/6222.12/3113.56) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1290.88 qps: 7739.29 (r/w/o: 0.00/5155.53/2583.76) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1247.73 qps: 7504.41 (r/w/o: 0.00/5008.95/2495.47) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1495.98 qps: 8967.86 (r/w/o: 0.00/5975.91/2991.95) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1348.97 qps: 8096.81 (r/w/o: 0.00/5399.88/2696.94) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1477.08 qps: 8865.49 (r/w/o: 0.00/5910.33/2955.16) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1689.74 qps: 10125.44 (r/w/o: 0.00/6746.95/3378.48) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1411.93 qps: 8473.61 (r/w/o: 0.00/5649.74/2823.87) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1551.36 qps: 9312.15 (r/w/o: 0.00/6209.43/3102.72) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1495.57 qps: 8982.43 (r/w/o: 0.00/5990.29/2992.14) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1480.80 qps: 8881.77 (r/w/o: 0.00/5920.18/2961.59) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1467.54 qps: 8812.21 (r/w/o: 0.00/5877.14/2935.07) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1342.91 qps: 8050.48 (r/w/o: 0.00/5365.66/2684.83) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1383.42 qps: 8307.52 (r/w/o: 0.00/5539.68/2767.84) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1430.51 qps: 8560.07 (r/w/o: 0.00/5701.05/2859.02) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1445.16 qps: 8685.96 (r/w/o: 0.00/5794.64/2891.32) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 77.02 qps: 470.15 (r/w/o: 0.00/315.10/155.05) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 551.06 qps: 3297.34 (r/w/o: 0.00/2195.23/1102.11) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1524.79 qps: 9154.72 (r/w/o: 0.00/6105.15/3049.57) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1341.18 qps: 8044.06 (r/w/o: 0.00/5361.70/2682.35) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1485.53 qps: 8907.22 (r/w/o: 0.00/5936.15/2971.07) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1503.46 qps: 9024.80 (r/w/o: 0.00/6018.87/3005.93) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 622.59 qps: 3743.53 (r/w/o: 0.00/2497.35/1246.17) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 614.90 qps: 3689.40 (r/w/o: 0.00/2459.60/1229.80) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1411.89 qps: 8468.37 (r/w/o: 0.00/5644.58/2823.79) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1658.04 qps: 9947.25 (r/w/o: 0.00/6631.16/3316.08) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1524.99 qps: 9125.96 (r/w/o: 0.00/6078.98/3046.98) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1257.08 qps: 7543.50 (r/w/o: 0.00/5027.34/2516.16) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1376.99 qps: 8275.96 (r/w/o: 0.00/5521.99/2753.97) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1228.52 qps: 7384.13 (r/w/o: 0.00/4926.09/2458.04) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1368.54 qps: 8203.23 (r/w/o: 0.00/5467.16/2736.08) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1484.41 qps: 8897.44 (r/w/o: 0.00/5928.63/2968.81) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1262.01 qps: 7587.04 (r/w/o: 0.00/5062.03/2525.01) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1659.62 qps: 9950.72 (r/w/o: 0.00/6631.48/3319.24) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1499.29 qps: 8999.73 (r/w/o: 0.00/6001.15/2998.57) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1599.84 qps: 9599.05 (r/w/o: 0.00/6400.37/3198.68) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1498.22 qps: 8990.30 (r/w/o: 0.00/5992.87/2997.43) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           240984
        other:                           120492
        total:                           361476
    transactions:                        60246  (1338.52 per sec.)
    queries:                             361476 (8031.09 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0090s
    total number of events:              60246

Latency (ms):
         min:                                    0.93
         avg:                                    5.97
         max:                                 1611.61
         95th percentile:                       15.55
         sum:                               359772.18

Threads fairness:
    events (avg/stddev):           7530.7500/33.24
    execution time (avg/stddev):   44.9715/0.00

