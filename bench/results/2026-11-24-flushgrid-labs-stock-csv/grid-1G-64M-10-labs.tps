sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1262.32 qps: 7613.84 (r/w/o: 0.00/5081.22/2532.62) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1183.07 qps: 7095.40 (r/w/o: 0.00/4729.27/2366.13) lat (ms,95%): 18.95 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1682.99 qps: 10088.95 (r/w/o: 0.00/6724.97/3363.98) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1619.19 qps: 9724.16 (r/w/o: 0.00/6483.77/3240.38) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 972.26 qps: 5832.54 (r/w/o: 0.00/3888.03/1944.51) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1322.13 qps: 7931.76 (r/w/o: 0.00/5287.51/2644.26) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1397.22 qps: 8375.32 (r/w/o: 0.00/5580.88/2794.44) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1624.26 qps: 9748.53 (r/w/o: 0.00/6500.02/3248.51) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1665.36 qps: 10001.14 (r/w/o: 0.00/6670.43/3330.71) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1357.45 qps: 8141.70 (r/w/o: 0.00/5426.80/2714.90) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1576.65 qps: 9446.89 (r/w/o: 0.00/6293.59/3153.30) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1031.47 qps: 6205.65 (r/w/o: 0.00/4142.71/2062.94) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1373.20 qps: 8239.21 (r/w/o: 0.00/5492.80/2746.40) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1197.83 qps: 7184.96 (r/w/o: 0.00/4789.31/2395.65) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1341.82 qps: 8052.91 (r/w/o: 0.00/5369.27/2683.64) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1300.34 qps: 7780.04 (r/w/o: 0.00/5180.36/2599.68) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1597.21 qps: 9600.25 (r/w/o: 0.00/6404.83/3195.42) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1566.80 qps: 9398.80 (r/w/o: 0.00/6266.20/3132.60) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1255.08 qps: 7537.50 (r/w/o: 0.00/5026.33/2511.17) lat (ms,95%): 22.69 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 776.98 qps: 4657.90 (r/w/o: 0.00/3103.93/1553.97) lat (ms,95%): 24.83 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 794.29 qps: 4761.76 (r/w/o: 0.00/3173.18/1588.58) lat (ms,95%): 25.28 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 885.15 qps: 5313.93 (r/w/o: 0.00/3544.63/1769.30) lat (ms,95%): 27.17 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 716.07 qps: 4291.39 (r/w/o: 0.00/2858.26/1433.13) lat (ms,95%): 26.68 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 560.99 qps: 3372.95 (r/w/o: 0.00/2250.96/1121.98) lat (ms,95%): 41.10 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 810.94 qps: 4868.63 (r/w/o: 0.00/3246.75/1621.88) lat (ms,95%): 25.28 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1028.50 qps: 6166.02 (r/w/o: 0.00/4110.02/2056.01) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1052.26 qps: 6318.56 (r/w/o: 0.00/4213.04/2105.52) lat (ms,95%): 19.29 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 410.96 qps: 2461.77 (r/w/o: 0.00/1639.85/821.93) lat (ms,95%): 94.10 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1018.79 qps: 6107.72 (r/w/o: 0.00/4071.14/2036.57) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 932.81 qps: 5593.84 (r/w/o: 0.00/3727.23/1866.61) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 714.23 qps: 4288.38 (r/w/o: 0.00/2859.92/1428.46) lat (ms,95%): 27.66 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 810.64 qps: 4872.80 (r/w/o: 0.00/3251.52/1621.27) lat (ms,95%): 22.28 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 876.42 qps: 5234.42 (r/w/o: 0.00/3482.59/1751.83) lat (ms,95%): 23.52 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 808.91 qps: 4870.48 (r/w/o: 0.00/3252.65/1617.83) lat (ms,95%): 23.10 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 803.33 qps: 4824.98 (r/w/o: 0.00/3217.32/1607.66) lat (ms,95%): 24.83 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 847.79 qps: 5088.74 (r/w/o: 0.00/3393.16/1695.58) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 842.95 qps: 5056.70 (r/w/o: 0.00/3370.80/1685.90) lat (ms,95%): 24.38 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1369.82 qps: 8213.92 (r/w/o: 0.00/5474.28/2739.64) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1365.81 qps: 8183.84 (r/w/o: 0.00/5453.23/2730.61) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1105.47 qps: 6649.83 (r/w/o: 0.00/4437.89/2211.94) lat (ms,95%): 21.89 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1264.36 qps: 7576.19 (r/w/o: 0.00/5047.47/2528.73) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 779.91 qps: 4663.46 (r/w/o: 0.00/3103.63/1559.82) lat (ms,95%): 28.16 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 860.28 qps: 5180.66 (r/w/o: 0.00/3461.10/1719.56) lat (ms,95%): 25.28 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1100.59 qps: 6610.55 (r/w/o: 0.00/4408.37/2202.18) lat (ms,95%): 19.29 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1286.95 qps: 7711.75 (r/w/o: 0.00/5138.84/2572.91) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           200644
        other:                           100322
        total:                           300966
    transactions:                        50161  (1114.44 per sec.)
    queries:                             300966 (6686.64 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0097s
    total number of events:              50161

Latency (ms):
         min:                                    0.51
         avg:                                    7.17
         max:                                  338.95
         95th percentile:                       18.28
         sum:                               359845.68

Threads fairness:
    events (avg/stddev):           6270.1250/61.14
    execution time (avg/stddev):   44.9807/0.00

