sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1795.44 qps: 10807.53 (r/w/o: 0.00/7208.68/3598.85) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1703.14 qps: 10214.85 (r/w/o: 0.00/6808.56/3406.28) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1603.23 qps: 9628.37 (r/w/o: 0.00/6421.91/3206.46) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1636.63 qps: 9798.79 (r/w/o: 0.00/6526.53/3272.26) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1621.09 qps: 9737.53 (r/w/o: 0.00/6494.36/3243.18) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1463.92 qps: 8785.51 (r/w/o: 0.00/5857.68/2927.84) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1370.56 qps: 8207.36 (r/w/o: 0.00/5467.24/2740.12) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1485.20 qps: 8927.18 (r/w/o: 0.00/5955.78/2971.39) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1632.96 qps: 9778.76 (r/w/o: 0.00/6514.85/3263.91) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1380.12 qps: 8300.76 (r/w/o: 0.00/5538.52/2762.24) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1623.88 qps: 9750.27 (r/w/o: 0.00/6502.51/3247.76) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1662.73 qps: 9969.39 (r/w/o: 0.00/6643.93/3325.46) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1527.20 qps: 9163.21 (r/w/o: 0.00/6109.81/3053.40) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1556.68 qps: 9324.08 (r/w/o: 0.00/6210.72/3113.36) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1689.30 qps: 10143.81 (r/w/o: 0.00/6764.21/3379.60) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1437.81 qps: 8638.85 (r/w/o: 0.00/5763.23/2875.62) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1542.99 qps: 9253.96 (r/w/o: 0.00/6168.98/3084.99) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1555.14 qps: 9318.84 (r/w/o: 0.00/6210.56/3108.28) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1654.69 qps: 9941.14 (r/w/o: 0.00/6628.76/3312.38) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1481.34 qps: 8886.01 (r/w/o: 0.00/5923.34/2962.67) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1766.64 qps: 10590.85 (r/w/o: 0.00/7057.57/3533.28) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1416.03 qps: 8506.15 (r/w/o: 0.00/5674.10/2832.05) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1565.26 qps: 9387.55 (r/w/o: 0.00/6257.03/3130.52) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1504.75 qps: 9036.50 (r/w/o: 0.00/6027.00/3009.50) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1567.47 qps: 9392.83 (r/w/o: 0.00/6259.89/3132.94) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1687.79 qps: 10135.73 (r/w/o: 0.00/6758.15/3377.57) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1525.97 qps: 9153.84 (r/w/o: 0.00/6102.90/3050.95) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1304.13 qps: 7816.78 (r/w/o: 0.00/5207.52/2609.26) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1540.17 qps: 9254.00 (r/w/o: 0.00/6173.67/3080.33) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1409.78 qps: 8436.67 (r/w/o: 0.00/5618.12/2818.56) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1355.72 qps: 8152.34 (r/w/o: 0.00/5439.89/2712.45) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1367.79 qps: 8198.72 (r/w/o: 0.00/5465.14/2733.57) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1511.76 qps: 9085.57 (r/w/o: 0.00/6060.05/3025.52) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1251.73 qps: 7505.36 (r/w/o: 0.00/5002.90/2502.45) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1457.78 qps: 8744.65 (r/w/o: 0.00/5828.10/2916.55) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1249.58 qps: 7486.48 (r/w/o: 0.00/4989.32/2497.16) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1565.60 qps: 9404.63 (r/w/o: 0.00/6271.42/3133.21) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1423.10 qps: 8540.62 (r/w/o: 0.00/5694.42/2846.21) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1643.20 qps: 9858.19 (r/w/o: 0.00/6571.80/3286.40) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1402.19 qps: 8407.13 (r/w/o: 0.00/5602.75/2804.38) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1624.47 qps: 9743.79 (r/w/o: 0.00/6494.86/3248.93) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1252.78 qps: 7521.67 (r/w/o: 0.00/5016.11/2505.56) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1382.02 qps: 8294.14 (r/w/o: 0.00/5530.09/2764.05) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1557.09 qps: 9344.52 (r/w/o: 0.00/6230.35/3114.17) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 7 tps: 1618.38 qps: 9707.25 (r/w/o: 0.00/6471.50/3235.75) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           273544
        other:                           136772
        total:                           410316
    transactions:                        68386  (1519.47 per sec.)
    queries:                             410316 (9116.80 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0061s
    total number of events:              68386

Latency (ms):
         min:                                    1.02
         avg:                                    5.26
         max:                                   58.57
         95th percentile:                       14.73
         sum:                               359734.32

Threads fairness:
    events (avg/stddev):           8548.2500/40.76
    execution time (avg/stddev):   44.9668/0.01

