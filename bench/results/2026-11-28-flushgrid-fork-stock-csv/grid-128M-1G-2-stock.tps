sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1677.52 qps: 10104.95 (r/w/o: 0.00/6741.95/3363.01) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1617.09 qps: 9697.54 (r/w/o: 0.00/6463.36/3234.18) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1554.18 qps: 9330.11 (r/w/o: 0.00/6221.74/3108.37) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1483.50 qps: 8897.01 (r/w/o: 0.00/5930.00/2967.00) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1621.61 qps: 9729.67 (r/w/o: 0.00/6486.45/3243.22) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1462.99 qps: 8781.97 (r/w/o: 0.00/5855.98/2925.99) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1453.78 qps: 8722.68 (r/w/o: 0.00/5815.12/2907.56) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1456.93 qps: 8730.58 (r/w/o: 0.00/5816.72/2913.86) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1650.45 qps: 9910.67 (r/w/o: 0.00/6609.78/3300.89) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1904.57 qps: 11424.43 (r/w/o: 0.00/7615.29/3809.14) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1637.88 qps: 9815.27 (r/w/o: 0.00/6541.51/3273.76) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1625.42 qps: 9768.52 (r/w/o: 0.00/6515.68/3252.84) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1365.57 qps: 8190.44 (r/w/o: 0.00/5459.29/2731.15) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1437.39 qps: 8623.35 (r/w/o: 0.00/5748.57/2874.78) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1544.64 qps: 9268.83 (r/w/o: 0.00/6179.55/3089.28) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1638.52 qps: 9824.11 (r/w/o: 0.00/6547.07/3277.03) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1538.96 qps: 9237.76 (r/w/o: 0.00/6160.84/3076.92) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1541.37 qps: 9256.21 (r/w/o: 0.00/6172.48/3083.74) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1558.24 qps: 9332.44 (r/w/o: 0.00/6216.96/3115.47) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1395.41 qps: 8382.48 (r/w/o: 0.00/5590.65/2791.82) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1441.31 qps: 8650.88 (r/w/o: 0.00/5768.25/2882.63) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1570.04 qps: 9409.25 (r/w/o: 0.00/6270.17/3139.09) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1795.54 qps: 10775.25 (r/w/o: 0.00/7183.17/3592.08) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1533.46 qps: 9203.75 (r/w/o: 0.00/6137.83/3065.92) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1598.66 qps: 9592.95 (r/w/o: 0.00/6394.64/3198.32) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1449.43 qps: 8698.56 (r/w/o: 0.00/5799.70/2898.85) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1579.15 qps: 9473.88 (r/w/o: 0.00/6315.59/3158.29) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1200.99 qps: 7208.93 (r/w/o: 0.00/4805.95/2402.98) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1397.59 qps: 8368.50 (r/w/o: 0.00/5574.33/2794.17) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1361.58 qps: 8188.49 (r/w/o: 0.00/5465.32/2723.16) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1471.18 qps: 8828.06 (r/w/o: 0.00/5885.71/2942.35) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1415.30 qps: 8485.80 (r/w/o: 0.00/5655.20/2830.60) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1468.33 qps: 8807.96 (r/w/o: 0.00/5873.31/2934.65) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1357.39 qps: 8141.35 (r/w/o: 0.00/5424.56/2716.78) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1570.66 qps: 9425.97 (r/w/o: 0.00/6284.64/3141.32) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1548.10 qps: 9287.60 (r/w/o: 0.00/6191.40/3096.20) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1630.85 qps: 9787.10 (r/w/o: 0.00/6526.40/3260.70) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1654.17 qps: 9932.02 (r/w/o: 0.00/6622.68/3309.34) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1857.08 qps: 11119.48 (r/w/o: 0.00/7409.32/3710.16) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1442.97 qps: 8671.80 (r/w/o: 0.00/5783.87/2887.94) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1552.79 qps: 9323.75 (r/w/o: 0.00/6216.17/3107.58) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1366.21 qps: 8201.24 (r/w/o: 0.00/5468.83/2732.41) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1547.61 qps: 9280.66 (r/w/o: 0.00/6185.44/3095.22) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1448.55 qps: 8691.28 (r/w/o: 0.00/5794.18/2897.09) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1642.28 qps: 9839.65 (r/w/o: 0.00/6559.10/3280.55) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           276308
        other:                           138154
        total:                           414462
    transactions:                        69077  (1534.80 per sec.)
    queries:                             414462 (9208.79 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0066s
    total number of events:              69077

Latency (ms):
         min:                                    0.84
         avg:                                    5.21
         max:                                  107.50
         95th percentile:                       14.73
         sum:                               359690.07

Threads fairness:
    events (avg/stddev):           8634.6250/27.39
    execution time (avg/stddev):   44.9613/0.01

