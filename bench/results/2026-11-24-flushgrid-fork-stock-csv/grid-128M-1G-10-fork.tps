sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1666.45 qps: 10033.67 (r/w/o: 0.00/6692.77/3340.89) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1934.79 qps: 11604.76 (r/w/o: 0.00/7735.18/3869.59) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1765.42 qps: 10600.50 (r/w/o: 0.00/7069.67/3530.83) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1837.28 qps: 11016.70 (r/w/o: 0.00/7342.14/3674.56) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1988.53 qps: 11915.16 (r/w/o: 0.00/7941.11/3974.06) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1714.90 qps: 10293.41 (r/w/o: 0.00/6860.61/3432.80) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1689.42 qps: 10150.55 (r/w/o: 0.00/6771.70/3378.85) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1650.08 qps: 9903.51 (r/w/o: 0.00/6603.34/3300.17) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1646.77 qps: 9871.62 (r/w/o: 0.00/6578.08/3293.54) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1583.29 qps: 9510.73 (r/w/o: 0.00/6344.15/3166.58) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1465.84 qps: 8794.04 (r/w/o: 0.00/5862.36/2931.68) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1602.16 qps: 9586.97 (r/w/o: 0.00/6382.65/3204.33) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1432.54 qps: 8623.22 (r/w/o: 0.00/5758.15/2865.08) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1227.96 qps: 7363.73 (r/w/o: 0.00/4907.82/2455.91) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1482.78 qps: 8887.71 (r/w/o: 0.00/5922.14/2965.57) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1413.95 qps: 8480.69 (r/w/o: 0.00/5653.79/2826.90) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1451.95 qps: 8714.72 (r/w/o: 0.00/5809.81/2904.91) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1386.63 qps: 8332.80 (r/w/o: 0.00/5559.54/2773.26) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1550.07 qps: 9300.44 (r/w/o: 0.00/6200.29/3100.15) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1777.96 qps: 10640.74 (r/w/o: 0.00/7087.83/3552.91) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1553.57 qps: 9331.43 (r/w/o: 0.00/6221.28/3110.14) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1524.34 qps: 9163.09 (r/w/o: 0.00/6114.41/3048.69) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1625.36 qps: 9743.18 (r/w/o: 0.00/6492.45/3250.72) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1710.26 qps: 10265.54 (r/w/o: 0.00/6846.03/3419.52) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 2064.84 qps: 12394.07 (r/w/o: 0.00/8263.38/4130.69) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1823.79 qps: 10942.75 (r/w/o: 0.00/7295.17/3647.58) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1856.40 qps: 11124.41 (r/w/o: 0.00/7411.61/3712.80) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1569.18 qps: 9426.10 (r/w/o: 0.00/6287.73/3138.37) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1368.07 qps: 8194.44 (r/w/o: 0.00/5458.30/2736.15) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1494.64 qps: 8964.84 (r/w/o: 0.00/5979.56/2985.28) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1319.27 qps: 7935.65 (r/w/o: 0.00/5293.10/2642.55) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1239.40 qps: 7430.41 (r/w/o: 0.00/4951.61/2478.80) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1518.26 qps: 9103.58 (r/w/o: 0.00/6068.05/3035.53) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1378.45 qps: 8274.70 (r/w/o: 0.00/5516.80/2757.90) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1782.13 qps: 10697.79 (r/w/o: 0.00/7133.53/3564.26) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1731.96 qps: 10377.75 (r/w/o: 0.00/6913.83/3463.92) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1569.21 qps: 9426.26 (r/w/o: 0.00/6287.84/3138.42) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1517.19 qps: 9103.13 (r/w/o: 0.00/6068.75/3034.38) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1647.70 qps: 9881.21 (r/w/o: 0.00/6585.80/3295.40) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1625.14 qps: 9745.86 (r/w/o: 0.00/6495.57/3250.29) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1777.02 qps: 10672.13 (r/w/o: 0.00/7118.08/3554.04) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1993.40 qps: 11967.37 (r/w/o: 0.00/7979.58/3987.79) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1960.74 qps: 11743.45 (r/w/o: 0.00/7824.97/3918.48) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1757.85 qps: 10559.07 (r/w/o: 0.00/7041.38/3517.69) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1882.97 qps: 11290.80 (r/w/o: 0.00/7527.87/3762.93) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           294268
        other:                           147134
        total:                           441402
    transactions:                        73567  (1634.64 per sec.)
    queries:                             441402 (9807.85 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0046s
    total number of events:              73567

Latency (ms):
         min:                                    0.47
         avg:                                    4.89
         max:                                   93.00
         95th percentile:                        9.06
         sum:                               359784.45

Threads fairness:
    events (avg/stddev):           9195.8750/35.30
    execution time (avg/stddev):   44.9731/0.00

