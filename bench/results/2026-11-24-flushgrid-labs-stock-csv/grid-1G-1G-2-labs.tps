sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 2048.45 qps: 12323.63 (r/w/o: 0.00/8219.74/4103.89) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1344.20 qps: 8070.17 (r/w/o: 0.00/5380.78/2689.39) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1754.11 qps: 10522.65 (r/w/o: 0.00/7014.43/3508.22) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1798.23 qps: 10789.35 (r/w/o: 0.00/7192.90/3596.45) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1913.88 qps: 11477.29 (r/w/o: 0.00/7651.53/3825.76) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1892.08 qps: 11353.46 (r/w/o: 0.00/7568.31/3785.15) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1878.51 qps: 11271.08 (r/w/o: 0.00/7513.06/3758.03) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1860.37 qps: 11166.22 (r/w/o: 0.00/7446.48/3719.74) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1294.08 qps: 7767.45 (r/w/o: 0.00/5178.30/2589.15) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1748.89 qps: 10491.32 (r/w/o: 0.00/6993.55/3497.77) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1688.07 qps: 10119.42 (r/w/o: 0.00/6743.28/3376.14) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1894.81 qps: 11374.83 (r/w/o: 0.00/7585.22/3789.61) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 2125.23 qps: 12758.38 (r/w/o: 0.00/8507.92/4250.46) lat (ms,95%): 5.77 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 2134.92 qps: 12809.49 (r/w/o: 0.00/8539.66/4269.83) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 2222.95 qps: 13317.69 (r/w/o: 0.00/8871.79/4445.89) lat (ms,95%): 5.37 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 2070.74 qps: 12439.46 (r/w/o: 0.00/8298.98/4140.49) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1904.92 qps: 11429.52 (r/w/o: 0.00/7618.68/3810.84) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 2082.88 qps: 12492.27 (r/w/o: 0.00/8326.51/4165.76) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1995.97 qps: 11983.83 (r/w/o: 0.00/7991.89/3991.94) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 2158.29 qps: 12929.77 (r/w/o: 0.00/8613.18/4316.59) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 2098.14 qps: 12593.83 (r/w/o: 0.00/8398.55/4195.28) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 2285.90 qps: 13728.42 (r/w/o: 0.00/9155.61/4572.81) lat (ms,95%): 5.99 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 2044.11 qps: 12261.67 (r/w/o: 0.00/8173.45/4088.22) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1929.16 qps: 11568.93 (r/w/o: 0.00/7710.62/3858.31) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1969.33 qps: 11826.00 (r/w/o: 0.00/7887.33/3938.67) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 2070.30 qps: 12416.83 (r/w/o: 0.00/8276.22/4140.61) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1548.19 qps: 9293.14 (r/w/o: 0.00/6196.76/3096.38) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1732.83 qps: 10387.99 (r/w/o: 0.00/6922.33/3465.66) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1790.10 qps: 10736.60 (r/w/o: 0.00/7158.40/3578.20) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1809.84 qps: 10865.03 (r/w/o: 0.00/7245.35/3619.68) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1724.83 qps: 10353.01 (r/w/o: 0.00/6901.34/3451.67) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1576.67 qps: 9463.99 (r/w/o: 0.00/6310.66/3153.33) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1525.32 qps: 9146.92 (r/w/o: 0.00/6096.28/3050.64) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1644.77 qps: 9861.61 (r/w/o: 0.00/6573.07/3288.54) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1484.93 qps: 8923.55 (r/w/o: 0.00/5952.70/2970.86) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1591.25 qps: 9548.53 (r/w/o: 0.00/6366.02/3182.51) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1521.37 qps: 9124.21 (r/w/o: 0.00/6081.47/3042.74) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1885.10 qps: 11300.60 (r/w/o: 0.00/7530.40/3770.20) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1819.50 qps: 10909.99 (r/w/o: 0.00/7270.99/3639.00) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1662.54 qps: 9975.25 (r/w/o: 0.00/6652.17/3323.08) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1435.71 qps: 8635.28 (r/w/o: 0.00/5761.86/2873.43) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1569.66 qps: 9412.94 (r/w/o: 0.00/6274.62/3138.31) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1684.66 qps: 10099.94 (r/w/o: 0.00/6731.63/3368.31) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1711.58 qps: 10280.48 (r/w/o: 0.00/6855.32/3425.16) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1759.11 qps: 10521.72 (r/w/o: 0.00/7010.49/3511.23) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           326788
        other:                           163394
        total:                           490182
    transactions:                        81697  (1815.25 per sec.)
    queries:                             490182 (10891.49 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0056s
    total number of events:              81697

Latency (ms):
         min:                                    0.56
         avg:                                    4.40
         max:                                  157.71
         95th percentile:                        8.28
         sum:                               359766.39

Threads fairness:
    events (avg/stddev):           10212.1250/19.87
    execution time (avg/stddev):   44.9708/0.01

