sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1738.25 qps: 10462.44 (r/w/o: 0.00/6977.95/3484.49) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1609.95 qps: 9657.68 (r/w/o: 0.00/6437.79/3219.89) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1329.24 qps: 7981.45 (r/w/o: 0.00/5322.97/2658.49) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1571.39 qps: 9427.34 (r/w/o: 0.00/6284.56/3142.78) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1597.37 qps: 9573.23 (r/w/o: 0.00/6378.49/3194.74) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1531.35 qps: 9194.12 (r/w/o: 0.00/6131.41/3062.71) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1576.51 qps: 9447.08 (r/w/o: 0.00/6296.05/3151.03) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1325.26 qps: 7969.59 (r/w/o: 0.00/5317.06/2652.53) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1752.84 qps: 10491.07 (r/w/o: 0.00/6988.38/3502.69) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1841.57 qps: 11074.42 (r/w/o: 0.00/7388.28/3686.13) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1975.21 qps: 11841.26 (r/w/o: 0.00/7890.84/3950.42) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1877.51 qps: 11265.05 (r/w/o: 0.00/7512.03/3753.02) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1630.62 qps: 9788.70 (r/w/o: 0.00/6526.47/3262.23) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1751.63 qps: 10510.78 (r/w/o: 0.00/7006.52/3504.26) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1806.48 qps: 10840.86 (r/w/o: 0.00/7227.91/3612.95) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1864.20 qps: 11177.21 (r/w/o: 0.00/7448.81/3728.40) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1742.74 qps: 10449.45 (r/w/o: 0.00/6965.97/3483.48) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1759.41 qps: 10573.45 (r/w/o: 0.00/7052.63/3520.82) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1687.45 qps: 10112.73 (r/w/o: 0.00/6737.82/3374.91) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1680.57 qps: 10085.43 (r/w/o: 0.00/6724.29/3361.14) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1628.66 qps: 9784.96 (r/w/o: 0.00/6527.64/3257.32) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1641.23 qps: 9848.38 (r/w/o: 0.00/6565.92/3282.46) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1528.53 qps: 9164.17 (r/w/o: 0.00/6107.11/3057.06) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1758.51 qps: 10543.04 (r/w/o: 0.00/7026.03/3517.01) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1869.89 qps: 11227.32 (r/w/o: 0.00/7487.55/3739.77) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1773.93 qps: 10646.56 (r/w/o: 0.00/7098.70/3547.85) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1871.52 qps: 11220.14 (r/w/o: 0.00/7477.09/3743.05) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1602.11 qps: 9625.64 (r/w/o: 0.00/6421.42/3204.22) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1677.56 qps: 10064.37 (r/w/o: 0.00/6709.24/3355.12) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1812.27 qps: 10871.61 (r/w/o: 0.00/7247.07/3624.54) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1735.94 qps: 10408.61 (r/w/o: 0.00/6936.74/3471.87) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1581.92 qps: 9492.55 (r/w/o: 0.00/6328.70/3163.85) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1566.68 qps: 9397.09 (r/w/o: 0.00/6263.72/3133.36) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1813.00 qps: 10885.00 (r/w/o: 0.00/7260.00/3625.00) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1590.70 qps: 9542.18 (r/w/o: 0.00/6360.79/3181.39) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1569.33 qps: 9415.00 (r/w/o: 0.00/6275.33/3139.67) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1769.30 qps: 10604.77 (r/w/o: 0.00/7067.18/3537.59) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1554.01 qps: 9339.05 (r/w/o: 0.00/6230.03/3109.02) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1892.08 qps: 11349.48 (r/w/o: 0.00/7565.32/3784.16) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1737.89 qps: 10420.35 (r/w/o: 0.00/6944.57/3475.78) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1798.08 qps: 10785.45 (r/w/o: 0.00/7189.30/3596.15) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1496.35 qps: 8973.09 (r/w/o: 0.00/5982.39/2990.70) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1582.77 qps: 9508.62 (r/w/o: 0.00/6341.08/3167.54) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1518.80 qps: 9122.81 (r/w/o: 0.00/6085.20/3037.60) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1620.98 qps: 9708.89 (r/w/o: 0.00/6469.93/3238.96) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           302600
        other:                           151300
        total:                           453900
    transactions:                        75650  (1680.89 per sec.)
    queries:                             453900 (10085.34 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0054s
    total number of events:              75650

Latency (ms):
         min:                                    0.93
         avg:                                    4.75
         max:                                   63.22
         95th percentile:                       13.70
         sum:                               359703.43

Threads fairness:
    events (avg/stddev):           9456.2500/27.30
    execution time (avg/stddev):   44.9629/0.01

