sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1698.09 qps: 10220.45 (r/w/o: 0.00/6816.30/3404.16) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1952.90 qps: 11720.38 (r/w/o: 0.00/7814.59/3905.79) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1827.93 qps: 10966.60 (r/w/o: 0.00/7310.73/3655.87) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 2309.00 qps: 13844.97 (r/w/o: 0.00/9226.98/4617.99) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 2143.12 qps: 12857.71 (r/w/o: 0.00/8572.47/4285.24) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 2187.01 qps: 13133.05 (r/w/o: 0.00/8759.03/4374.02) lat (ms,95%): 5.77 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 2263.11 qps: 13573.69 (r/w/o: 0.00/9046.46/4527.23) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 2058.19 qps: 12351.14 (r/w/o: 0.00/8234.76/4116.38) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 2281.51 qps: 13681.05 (r/w/o: 0.00/9118.03/4563.02) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 2239.66 qps: 13444.97 (r/w/o: 0.00/8965.64/4479.32) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 2182.13 qps: 13089.81 (r/w/o: 0.00/8725.54/4364.27) lat (ms,95%): 5.99 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1788.12 qps: 10726.75 (r/w/o: 0.00/7150.50/3576.25) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1785.07 qps: 10706.40 (r/w/o: 0.00/7138.27/3568.13) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1861.53 qps: 11184.15 (r/w/o: 0.00/7459.10/3725.05) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 2018.56 qps: 12100.38 (r/w/o: 0.00/8065.25/4035.13) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1457.98 qps: 8747.89 (r/w/o: 0.00/5830.93/2916.96) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1463.18 qps: 8788.07 (r/w/o: 0.00/5861.71/2926.36) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1680.98 qps: 10074.88 (r/w/o: 0.00/6713.92/3360.96) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 2196.81 qps: 13188.84 (r/w/o: 0.00/8793.23/4395.61) lat (ms,95%): 5.77 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1703.94 qps: 10230.62 (r/w/o: 0.00/6822.74/3407.87) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1523.25 qps: 9128.53 (r/w/o: 0.00/6082.02/3046.51) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1883.55 qps: 11303.32 (r/w/o: 0.00/7536.21/3767.11) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1672.83 qps: 10040.00 (r/w/o: 0.00/6694.33/3345.67) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1713.42 qps: 10282.50 (r/w/o: 0.00/6855.67/3426.83) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1542.77 qps: 9255.63 (r/w/o: 0.00/6170.09/3085.54) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1533.15 qps: 9204.92 (r/w/o: 0.00/6138.61/3066.31) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1490.83 qps: 8932.99 (r/w/o: 0.00/5952.33/2980.66) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1403.96 qps: 8427.78 (r/w/o: 0.00/5618.85/2808.93) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1619.36 qps: 9724.16 (r/w/o: 0.00/6485.44/3238.72) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1538.82 qps: 9222.92 (r/w/o: 0.00/6145.28/3077.64) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1436.99 qps: 8607.93 (r/w/o: 0.00/5735.95/2871.98) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1400.02 qps: 8424.13 (r/w/o: 0.00/5621.09/2803.04) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1666.50 qps: 9992.01 (r/w/o: 0.00/6660.01/3332.00) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1543.65 qps: 9253.87 (r/w/o: 0.00/6167.58/3086.29) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1440.86 qps: 8659.13 (r/w/o: 0.00/5776.42/2882.71) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1520.10 qps: 9107.60 (r/w/o: 0.00/6068.40/3039.20) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1571.66 qps: 9438.98 (r/w/o: 0.00/6294.66/3144.33) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1476.17 qps: 8862.04 (r/w/o: 0.00/5909.69/2952.35) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1373.95 qps: 8236.72 (r/w/o: 0.00/5488.81/2747.91) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1482.31 qps: 8886.88 (r/w/o: 0.00/5922.25/2964.63) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1570.96 qps: 9439.76 (r/w/o: 0.00/6297.84/3141.92) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1383.91 qps: 8280.44 (r/w/o: 0.00/5514.63/2765.81) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1517.07 qps: 9125.44 (r/w/o: 0.00/6089.30/3036.15) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1717.15 qps: 10294.88 (r/w/o: 0.00/6861.59/3433.29) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1623.89 qps: 9745.34 (r/w/o: 0.00/6496.56/3248.78) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           311024
        other:                           155512
        total:                           466536
    transactions:                        77756  (1727.44 per sec.)
    queries:                             466536 (10364.66 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0116s
    total number of events:              77756

Latency (ms):
         min:                                    0.49
         avg:                                    4.63
         max:                                   54.60
         95th percentile:                        8.43
         sum:                               359808.98

Threads fairness:
    events (avg/stddev):           9719.5000/24.55
    execution time (avg/stddev):   44.9761/0.00

