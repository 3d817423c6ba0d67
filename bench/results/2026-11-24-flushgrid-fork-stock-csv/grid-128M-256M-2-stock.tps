sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1453.10 qps: 8746.42 (r/w/o: 0.00/5832.27/2914.15) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1384.51 qps: 8309.04 (r/w/o: 0.00/5540.03/2769.02) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1302.99 qps: 7822.92 (r/w/o: 0.00/5217.95/2604.97) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1404.10 qps: 8419.62 (r/w/o: 0.00/5610.41/2809.21) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1451.08 qps: 8716.47 (r/w/o: 0.00/5814.31/2902.16) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1252.77 qps: 7511.62 (r/w/o: 0.00/5007.08/2504.54) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1424.81 qps: 8541.88 (r/w/o: 0.00/5691.25/2850.63) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1445.49 qps: 8665.91 (r/w/o: 0.00/5775.94/2889.97) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1469.07 qps: 8833.41 (r/w/o: 0.00/5894.28/2939.14) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1429.76 qps: 8578.58 (r/w/o: 0.00/5719.05/2859.53) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1355.55 qps: 8124.30 (r/w/o: 0.00/5413.20/2711.10) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1623.01 qps: 9741.05 (r/w/o: 0.00/6495.03/3246.01) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1787.75 qps: 10716.52 (r/w/o: 0.00/7143.01/3573.50) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1299.13 qps: 7782.76 (r/w/o: 0.00/5184.50/2598.25) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1355.47 qps: 8149.85 (r/w/o: 0.00/5436.90/2712.95) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1678.78 qps: 10076.68 (r/w/o: 0.00/6719.12/3357.56) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1659.67 qps: 9965.03 (r/w/o: 0.00/6645.69/3319.34) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1548.61 qps: 9286.66 (r/w/o: 0.00/6189.44/3097.22) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1715.22 qps: 10292.32 (r/w/o: 0.00/6861.88/3430.44) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1981.12 qps: 11881.74 (r/w/o: 0.00/7919.50/3962.25) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1704.96 qps: 10238.78 (r/w/o: 0.00/6828.86/3409.93) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1884.76 qps: 11303.53 (r/w/o: 0.00/7534.02/3769.51) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1471.51 qps: 8829.05 (r/w/o: 0.00/5886.04/2943.02) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1562.26 qps: 9373.59 (r/w/o: 0.00/6249.06/3124.53) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1717.66 qps: 10302.97 (r/w/o: 0.00/6867.65/3435.32) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1842.50 qps: 11053.02 (r/w/o: 0.00/7368.02/3685.01) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1869.04 qps: 11220.22 (r/w/o: 0.00/7482.15/3738.07) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1881.93 qps: 11290.55 (r/w/o: 0.00/7527.70/3762.85) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1723.57 qps: 10340.43 (r/w/o: 0.00/6892.29/3448.14) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1671.73 qps: 10031.39 (r/w/o: 0.00/6688.92/3342.46) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1586.27 qps: 9514.65 (r/w/o: 0.00/6341.10/3173.55) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1469.30 qps: 8820.78 (r/w/o: 0.00/5882.19/2938.59) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1379.87 qps: 8276.23 (r/w/o: 0.00/5516.48/2759.74) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1431.50 qps: 8577.01 (r/w/o: 0.00/5714.01/2863.01) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1541.94 qps: 9262.63 (r/w/o: 0.00/6178.75/3083.88) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1316.77 qps: 7902.64 (r/w/o: 0.00/5269.10/2633.55) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1102.76 qps: 6614.54 (r/w/o: 0.00/4409.02/2205.51) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1303.28 qps: 7825.66 (r/w/o: 0.00/5219.11/2606.55) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1358.93 qps: 8137.57 (r/w/o: 0.00/5421.71/2715.86) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1086.51 qps: 6526.03 (r/w/o: 0.00/4352.02/2174.01) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1287.66 qps: 7722.94 (r/w/o: 0.00/5146.63/2576.31) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1303.14 qps: 7830.86 (r/w/o: 0.00/5224.58/2606.28) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1315.60 qps: 7877.59 (r/w/o: 0.00/5246.39/2631.19) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1127.61 qps: 6770.66 (r/w/o: 0.00/4515.44/2255.22) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 7 tps: 1216.72 qps: 7277.29 (r/w/o: 0.00/4850.86/2426.43) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           268748
        other:                           134374
        total:                           403122
    transactions:                        67187  (1492.87 per sec.)
    queries:                             403122 (8957.24 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0048s
    total number of events:              67187

Latency (ms):
         min:                                    0.65
         avg:                                    5.35
         max:                                   56.24
         95th percentile:                       10.09
         sum:                               359752.50

Threads fairness:
    events (avg/stddev):           8398.3750/21.88
    execution time (avg/stddev):   44.9691/0.00

