sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1266.22 qps: 7633.31 (r/w/o: 0.00/5092.87/2540.44) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1576.67 qps: 9460.02 (r/w/o: 0.00/6306.68/3153.34) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1661.30 qps: 9971.80 (r/w/o: 0.00/6649.19/3322.60) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1617.53 qps: 9687.15 (r/w/o: 0.00/6455.09/3232.06) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1586.57 qps: 9536.41 (r/w/o: 0.00/6360.27/3176.14) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1589.07 qps: 9512.43 (r/w/o: 0.00/6334.29/3178.14) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1614.97 qps: 9707.82 (r/w/o: 0.00/6477.88/3229.94) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1604.26 qps: 9626.53 (r/w/o: 0.00/6418.02/3208.51) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1564.78 qps: 9369.68 (r/w/o: 0.00/6240.12/3129.56) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1613.90 qps: 9702.44 (r/w/o: 0.00/6474.63/3227.81) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1512.90 qps: 9081.38 (r/w/o: 0.00/6055.59/3025.79) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1500.37 qps: 8982.23 (r/w/o: 0.00/5983.49/2998.74) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1667.79 qps: 10004.72 (r/w/o: 0.00/6668.15/3336.57) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1520.55 qps: 9136.29 (r/w/o: 0.00/6094.20/3042.09) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1794.06 qps: 10768.35 (r/w/o: 0.00/7180.23/3588.12) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1615.89 qps: 9684.33 (r/w/o: 0.00/6453.55/3230.78) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1769.79 qps: 10608.74 (r/w/o: 0.00/7070.16/3538.58) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1416.06 qps: 8507.36 (r/w/o: 0.00/5673.24/2834.12) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1408.24 qps: 8447.44 (r/w/o: 0.00/5630.96/2816.48) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1160.89 qps: 6970.33 (r/w/o: 0.00/4649.53/2320.79) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1194.54 qps: 7179.32 (r/w/o: 0.00/4789.23/2390.08) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1025.48 qps: 6146.00 (r/w/o: 0.00/4095.05/2050.95) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1213.36 qps: 7282.19 (r/w/o: 0.00/4855.47/2426.72) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1509.94 qps: 9062.65 (r/w/o: 0.00/6042.77/3019.88) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1487.51 qps: 8917.08 (r/w/o: 0.00/5944.06/2973.03) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1421.13 qps: 8534.82 (r/w/o: 0.00/5690.54/2844.27) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1294.46 qps: 7768.77 (r/w/o: 0.00/5179.85/2588.92) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1282.28 qps: 7691.68 (r/w/o: 0.00/5127.12/2564.56) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1355.79 qps: 8131.76 (r/w/o: 0.00/5421.17/2710.59) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1646.95 qps: 9866.69 (r/w/o: 0.00/6571.80/3294.89) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1591.64 qps: 9566.86 (r/w/o: 0.00/6383.57/3183.28) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1392.30 qps: 8352.78 (r/w/o: 0.00/5568.19/2784.59) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 798.79 qps: 4787.72 (r/w/o: 0.00/3190.15/1597.57) lat (ms,95%): 29.19 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1424.73 qps: 8545.41 (r/w/o: 0.00/5696.94/2848.47) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1221.60 qps: 7339.60 (r/w/o: 0.00/4895.40/2444.20) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1384.76 qps: 8306.57 (r/w/o: 0.00/5537.04/2769.52) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1576.06 qps: 9457.36 (r/w/o: 0.00/6305.24/3152.12) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1309.60 qps: 7857.62 (r/w/o: 0.00/5238.41/2619.21) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1530.71 qps: 9180.25 (r/w/o: 0.00/6118.83/3061.42) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1526.72 qps: 9163.32 (r/w/o: 0.00/6109.88/3053.44) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1365.36 qps: 8196.17 (r/w/o: 0.00/5465.44/2730.73) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1215.04 qps: 7265.12 (r/w/o: 0.00/4836.05/2429.07) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1294.23 qps: 7785.17 (r/w/o: 0.00/5196.72/2588.46) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1743.36 qps: 10465.24 (r/w/o: 0.00/6977.50/3487.74) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1723.09 qps: 10338.56 (r/w/o: 0.00/6892.37/3446.19) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           262368
        other:                           131184
        total:                           393552
    transactions:                        65592  (1457.46 per sec.)
    queries:                             393552 (8744.76 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0040s
    total number of events:              65592

Latency (ms):
         min:                                    0.64
         avg:                                    5.48
         max:                                  240.09
         95th percentile:                       11.45
         sum:                               359746.07

Threads fairness:
    events (avg/stddev):           8199.0000/62.49
    execution time (avg/stddev):   44.9683/0.00

