sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1445.62 qps: 8710.65 (r/w/o: 0.00/5811.42/2899.22) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1573.04 qps: 9437.25 (r/w/o: 0.00/6291.17/3146.08) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1807.69 qps: 10837.11 (r/w/o: 0.00/7222.74/3614.37) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1481.99 qps: 8902.95 (r/w/o: 0.00/5937.97/2964.98) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1558.58 qps: 9341.46 (r/w/o: 0.00/6224.31/3117.15) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1412.24 qps: 8485.42 (r/w/o: 0.00/5660.95/2824.47) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1277.08 qps: 7656.46 (r/w/o: 0.00/5102.31/2554.15) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1558.43 qps: 9343.61 (r/w/o: 0.00/6228.74/3114.87) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1349.16 qps: 8096.94 (r/w/o: 0.00/5396.63/2700.31) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1373.00 qps: 8244.00 (r/w/o: 0.00/5498.00/2746.00) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 535.83 qps: 3216.99 (r/w/o: 0.00/2145.33/1071.67) lat (ms,95%): 31.94 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1364.62 qps: 8186.74 (r/w/o: 0.00/5457.49/2729.25) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1313.14 qps: 7880.82 (r/w/o: 0.00/5254.54/2626.27) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1406.87 qps: 8442.20 (r/w/o: 0.00/5628.47/2813.73) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1384.07 qps: 8289.44 (r/w/o: 0.00/5521.29/2768.15) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1664.75 qps: 9999.48 (r/w/o: 0.00/6670.99/3328.49) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1373.01 qps: 8239.06 (r/w/o: 0.00/5492.04/2747.02) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1470.83 qps: 8826.96 (r/w/o: 0.00/5885.30/2941.65) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1517.70 qps: 9103.17 (r/w/o: 0.00/6068.78/3034.39) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1460.33 qps: 8759.97 (r/w/o: 0.00/5839.31/2920.66) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1085.70 qps: 6516.20 (r/w/o: 0.00/4344.80/2171.40) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 536.22 qps: 3214.33 (r/w/o: 0.00/2140.88/1073.44) lat (ms,95%): 34.33 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 511.08 qps: 3074.51 (r/w/o: 0.00/2052.34/1022.17) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 570.56 qps: 3419.35 (r/w/o: 0.00/2278.24/1141.12) lat (ms,95%): 27.66 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 547.53 qps: 3288.19 (r/w/o: 0.00/2193.13/1095.07) lat (ms,95%): 27.17 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 515.81 qps: 3095.88 (r/w/o: 0.00/2064.25/1031.62) lat (ms,95%): 25.28 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 482.96 qps: 2882.78 (r/w/o: 0.00/1917.86/964.93) lat (ms,95%): 26.20 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1075.06 qps: 6460.38 (r/w/o: 0.00/4310.25/2150.13) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 864.78 qps: 5193.65 (r/w/o: 0.00/3463.10/1730.55) lat (ms,95%): 21.89 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 994.10 qps: 5935.62 (r/w/o: 0.00/3950.41/1985.21) lat (ms,95%): 21.11 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1878.49 qps: 11288.95 (r/w/o: 0.00/7528.97/3759.99) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1472.46 qps: 8841.74 (r/w/o: 0.00/5896.83/2944.91) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1549.05 qps: 9290.27 (r/w/o: 0.00/6192.18/3098.09) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1513.93 qps: 9090.57 (r/w/o: 0.00/6062.71/3027.86) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1477.55 qps: 8855.31 (r/w/o: 0.00/5900.21/2955.11) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1267.26 qps: 7610.54 (r/w/o: 0.00/5076.03/2534.51) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1523.99 qps: 9145.95 (r/w/o: 0.00/6097.97/3047.98) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1526.91 qps: 9157.45 (r/w/o: 0.00/6103.63/3053.82) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1717.06 qps: 10308.37 (r/w/o: 0.00/6874.25/3434.12) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 845.15 qps: 5070.88 (r/w/o: 0.00/3380.59/1690.29) lat (ms,95%): 23.95 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 986.09 qps: 5916.52 (r/w/o: 0.00/3944.34/1972.17) lat (ms,95%): 22.69 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 892.92 qps: 5331.54 (r/w/o: 0.00/3546.69/1784.85) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 822.00 qps: 4955.99 (r/w/o: 0.00/3311.00/1645.00) lat (ms,95%): 23.52 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1078.01 qps: 6467.03 (r/w/o: 0.00/4311.02/2156.01) lat (ms,95%): 18.95 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 996.96 qps: 5976.74 (r/w/o: 0.00/3982.83/1993.91) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           220280
        other:                           110140
        total:                           330420
    transactions:                        55070  (1223.58 per sec.)
    queries:                             330420 (7341.50 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0067s
    total number of events:              55070

Latency (ms):
         min:                                    0.61
         avg:                                    6.53
         max:                                  368.79
         95th percentile:                       16.12
         sum:                               359805.13

Threads fairness:
    events (avg/stddev):           6883.7500/36.53
    execution time (avg/stddev):   44.9756/0.00

