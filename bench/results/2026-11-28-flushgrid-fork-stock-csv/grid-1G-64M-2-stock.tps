sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1504.31 qps: 9056.69 (r/w/o: 0.00/6041.11/3015.58) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1955.33 qps: 11741.02 (r/w/o: 0.00/7829.36/3911.67) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1895.06 qps: 11368.39 (r/w/o: 0.00/7578.26/3790.13) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1769.79 qps: 10610.74 (r/w/o: 0.00/7072.16/3538.58) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1780.73 qps: 10693.40 (r/w/o: 0.00/7130.93/3562.47) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1774.18 qps: 10639.10 (r/w/o: 0.00/7091.73/3547.37) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1784.17 qps: 10708.02 (r/w/o: 0.00/7138.68/3569.34) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1547.60 qps: 9279.58 (r/w/o: 0.00/6185.39/3094.19) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1176.38 qps: 7036.25 (r/w/o: 0.00/4682.50/2353.75) lat (ms,95%): 17.95 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1220.03 qps: 7348.16 (r/w/o: 0.00/4908.11/2440.05) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1584.08 qps: 9499.49 (r/w/o: 0.00/6331.32/3168.16) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1581.30 qps: 9491.78 (r/w/o: 0.00/6329.18/3162.59) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1724.15 qps: 10341.87 (r/w/o: 0.00/6893.58/3448.29) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1624.58 qps: 9741.48 (r/w/o: 0.00/6491.32/3250.16) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1806.60 qps: 10841.59 (r/w/o: 0.00/7229.40/3612.20) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1759.52 qps: 10563.12 (r/w/o: 0.00/7044.08/3519.04) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1539.53 qps: 9241.20 (r/w/o: 0.00/6162.13/3079.07) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1695.97 qps: 10166.82 (r/w/o: 0.00/6774.88/3391.94) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1405.73 qps: 8430.38 (r/w/o: 0.00/5619.92/2810.46) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1700.86 qps: 10210.18 (r/w/o: 0.00/6807.45/3402.73) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1760.27 qps: 10571.67 (r/w/o: 0.00/7051.12/3520.55) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1630.87 qps: 9783.21 (r/w/o: 0.00/6521.48/3261.74) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1911.46 qps: 11467.74 (r/w/o: 0.00/7644.83/3822.91) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1872.81 qps: 11231.87 (r/w/o: 0.00/7487.25/3744.62) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1805.38 qps: 10830.26 (r/w/o: 0.00/7218.51/3611.75) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1534.70 qps: 9201.21 (r/w/o: 0.00/6132.80/3068.40) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1418.41 qps: 8516.47 (r/w/o: 0.00/5678.65/2837.82) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1697.01 qps: 10182.03 (r/w/o: 0.00/6788.02/3394.01) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1817.60 qps: 10899.57 (r/w/o: 0.00/7266.38/3633.19) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1596.25 qps: 9587.47 (r/w/o: 0.00/6392.98/3194.49) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1767.49 qps: 10592.93 (r/w/o: 0.00/7057.95/3534.98) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1834.98 qps: 11023.86 (r/w/o: 0.00/7353.91/3669.96) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1783.94 qps: 10700.62 (r/w/o: 0.00/7132.75/3567.87) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1552.27 qps: 9314.61 (r/w/o: 0.00/6210.07/3104.54) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1639.68 qps: 9819.08 (r/w/o: 0.00/6539.71/3279.37) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1479.94 qps: 8894.63 (r/w/o: 0.00/5936.75/2957.88) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1592.55 qps: 9559.28 (r/w/o: 0.00/6372.18/3187.09) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1530.72 qps: 9179.35 (r/w/o: 0.00/6117.90/3061.45) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1645.45 qps: 9864.72 (r/w/o: 0.00/6573.81/3290.91) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1671.69 qps: 10049.14 (r/w/o: 0.00/6705.76/3343.38) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1780.77 qps: 10684.63 (r/w/o: 0.00/7123.09/3561.54) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1831.91 qps: 10974.46 (r/w/o: 0.00/7311.64/3662.82) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1689.25 qps: 10144.50 (r/w/o: 0.00/6765.00/3379.50) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1566.26 qps: 9406.57 (r/w/o: 0.00/6274.04/3132.52) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1476.97 qps: 8846.84 (r/w/o: 0.00/5894.90/2951.95) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           298908
        other:                           149454
        total:                           448362
    transactions:                        74727  (1660.35 per sec.)
    queries:                             448362 (9962.11 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0062s
    total number of events:              74727

Latency (ms):
         min:                                    0.74
         avg:                                    4.81
         max:                                  303.24
         95th percentile:                       11.65
         sum:                               359708.06

Threads fairness:
    events (avg/stddev):           9340.8750/46.22
    execution time (avg/stddev):   44.9635/0.01

