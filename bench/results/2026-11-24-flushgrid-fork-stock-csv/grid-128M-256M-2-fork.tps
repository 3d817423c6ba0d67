sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1427.00 qps: 8601.95 (r/w/o: 0.00/5739.96/2861.99) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1613.04 qps: 9678.24 (r/w/o: 0.00/6452.16/3226.08) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1460.08 qps: 8743.49 (r/w/o: 0.00/5824.33/2919.16) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1339.97 qps: 8028.83 (r/w/o: 0.00/5349.89/2678.94) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1516.09 qps: 9121.55 (r/w/o: 0.00/6087.37/3034.18) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1871.74 qps: 11229.41 (r/w/o: 0.00/7485.94/3743.47) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1621.24 qps: 9731.47 (r/w/o: 0.00/6488.98/3242.49) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1809.02 qps: 10854.13 (r/w/o: 0.00/7236.09/3618.04) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1707.09 qps: 10234.55 (r/w/o: 0.00/6820.36/3414.18) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1812.97 qps: 10885.79 (r/w/o: 0.00/7259.86/3625.93) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1534.80 qps: 9198.78 (r/w/o: 0.00/6130.19/3068.59) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1741.79 qps: 10434.75 (r/w/o: 0.00/6950.17/3484.58) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1581.31 qps: 9513.91 (r/w/o: 0.00/6351.28/3162.63) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1408.40 qps: 8436.43 (r/w/o: 0.00/5621.62/2814.81) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1499.59 qps: 9008.55 (r/w/o: 0.00/6007.37/3001.19) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1290.45 qps: 7744.67 (r/w/o: 0.00/5163.78/2580.89) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1375.18 qps: 8242.06 (r/w/o: 0.00/5491.71/2750.35) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1237.46 qps: 7423.73 (r/w/o: 0.00/4948.82/2474.91) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1318.76 qps: 7917.58 (r/w/o: 0.00/5280.05/2637.53) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1394.54 qps: 8350.27 (r/w/o: 0.00/5562.18/2788.09) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1445.46 qps: 8693.77 (r/w/o: 0.00/5801.85/2891.92) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1579.75 qps: 9477.52 (r/w/o: 0.00/6318.02/3159.51) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1460.89 qps: 8765.33 (r/w/o: 0.00/5843.55/2921.78) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1310.98 qps: 7846.85 (r/w/o: 0.00/5227.90/2618.95) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1204.78 qps: 7239.69 (r/w/o: 0.00/4827.13/2412.56) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1469.27 qps: 8822.61 (r/w/o: 0.00/5884.07/2938.54) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1325.32 qps: 7946.90 (r/w/o: 0.00/5296.27/2650.64) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1384.03 qps: 8304.19 (r/w/o: 0.00/5536.13/2768.06) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1322.59 qps: 7940.53 (r/w/o: 0.00/5295.36/2645.18) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1564.61 qps: 9389.64 (r/w/o: 0.00/6260.43/3129.21) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1531.92 qps: 9183.53 (r/w/o: 0.00/6119.69/3063.84) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1553.29 qps: 9310.75 (r/w/o: 0.00/6205.17/3105.58) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1659.62 qps: 9971.72 (r/w/o: 0.00/6651.48/3320.24) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1463.14 qps: 8773.85 (r/w/o: 0.00/5849.56/2924.28) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1736.94 qps: 10406.61 (r/w/o: 0.00/6931.74/3474.87) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1542.05 qps: 9277.31 (r/w/o: 0.00/6192.21/3085.10) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1554.80 qps: 9319.78 (r/w/o: 0.00/6210.19/3109.59) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1587.21 qps: 9532.29 (r/w/o: 0.00/6357.86/3174.43) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1365.14 qps: 8190.86 (r/w/o: 0.00/5460.58/2730.29) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1461.89 qps: 8769.34 (r/w/o: 0.00/5845.56/2923.78) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1234.72 qps: 7390.36 (r/w/o: 0.00/4920.92/2469.44) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1146.80 qps: 6896.85 (r/w/o: 0.00/4603.24/2293.61) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1812.86 qps: 10880.19 (r/w/o: 0.00/7254.46/3625.73) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1422.21 qps: 8534.28 (r/w/o: 0.00/5689.86/2844.43) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1373.53 qps: 8236.17 (r/w/o: 0.00/5489.11/2747.05) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           268336
        other:                           134168
        total:                           402504
    transactions:                        67084  (1490.38 per sec.)
    queries:                             402504 (8942.26 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0111s
    total number of events:              67084

Latency (ms):
         min:                                    0.54
         avg:                                    5.36
         max:                                  385.10
         95th percentile:                        9.91
         sum:                               359814.47

Threads fairness:
    events (avg/stddev):           8385.5000/21.15
    execution time (avg/stddev):   44.9768/0.00

