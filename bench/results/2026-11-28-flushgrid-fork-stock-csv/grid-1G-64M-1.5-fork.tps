sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1770.65 qps: 10644.88 (r/w/o: 0.00/7097.59/3547.29) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 2078.46 qps: 12485.78 (r/w/o: 0.00/8326.85/4158.93) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1505.35 qps: 9034.07 (r/w/o: 0.00/6023.38/3010.69) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1835.91 qps: 11003.45 (r/w/o: 0.00/7332.63/3670.82) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1874.31 qps: 11253.86 (r/w/o: 0.00/7504.24/3749.62) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 2186.84 qps: 13117.07 (r/w/o: 0.00/8743.38/4373.69) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 2204.04 qps: 13212.25 (r/w/o: 0.00/8808.16/4404.08) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1997.79 qps: 11996.77 (r/w/o: 0.00/7998.18/3998.59) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1987.92 qps: 11937.52 (r/w/o: 0.00/7960.68/3976.84) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 2005.56 qps: 12025.36 (r/w/o: 0.00/8015.24/4010.12) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1976.79 qps: 11856.76 (r/w/o: 0.00/7902.17/3954.58) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1659.39 qps: 9952.34 (r/w/o: 0.00/6634.56/3317.78) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1914.36 qps: 11490.14 (r/w/o: 0.00/7661.43/3828.72) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1405.63 qps: 8440.77 (r/w/o: 0.00/5629.51/2811.26) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1588.30 qps: 9534.81 (r/w/o: 0.00/6357.21/3177.60) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1591.62 qps: 9547.71 (r/w/o: 0.00/6364.47/3183.24) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1688.22 qps: 10133.32 (r/w/o: 0.00/6756.88/3376.44) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1683.41 qps: 10091.47 (r/w/o: 0.00/6725.65/3365.82) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1520.01 qps: 9116.04 (r/w/o: 0.00/6075.02/3041.01) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1583.18 qps: 9509.06 (r/w/o: 0.00/6342.71/3166.35) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1641.92 qps: 9839.55 (r/w/o: 0.00/6556.70/3282.85) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1594.28 qps: 9573.65 (r/w/o: 0.00/6384.10/3189.55) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1490.77 qps: 8951.63 (r/w/o: 0.00/5970.09/2981.54) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1370.11 qps: 8214.68 (r/w/o: 0.00/5474.45/2740.23) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1553.47 qps: 9319.84 (r/w/o: 0.00/6212.89/3106.95) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1330.62 qps: 7984.74 (r/w/o: 0.00/5323.49/2661.24) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1509.21 qps: 9051.25 (r/w/o: 0.00/6033.83/3017.42) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1512.02 qps: 9070.15 (r/w/o: 0.00/6045.10/3025.05) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1423.49 qps: 8533.94 (r/w/o: 0.00/5687.96/2845.98) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1886.08 qps: 11324.50 (r/w/o: 0.00/7552.33/3772.17) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1644.89 qps: 9862.36 (r/w/o: 0.00/6572.57/3289.79) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1688.92 qps: 10139.52 (r/w/o: 0.00/6760.68/3378.84) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1614.13 qps: 9684.78 (r/w/o: 0.00/6457.52/3227.26) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 793.84 qps: 4775.03 (r/w/o: 0.00/3186.35/1588.68) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 15.00 qps: 73.02 (r/w/o: 0.00/43.01/30.01) lat (ms,95%): 733.00 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 514.04 qps: 3089.25 (r/w/o: 0.00/2061.17/1028.08) lat (ms,95%): 18.28 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1886.72 qps: 11320.32 (r/w/o: 0.00/7546.88/3773.44) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1696.57 qps: 10175.41 (r/w/o: 0.00/6783.27/3392.14) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1734.44 qps: 10420.66 (r/w/o: 0.00/6950.77/3469.89) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1614.67 qps: 9675.05 (r/w/o: 0.00/6445.70/3229.35) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1615.16 qps: 9702.98 (r/w/o: 0.00/6472.65/3230.32) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1781.68 qps: 10685.06 (r/w/o: 0.00/7121.71/3563.35) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1626.91 qps: 9745.46 (r/w/o: 0.00/6495.64/3249.82) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1631.89 qps: 9815.37 (r/w/o: 0.00/6547.58/3267.79) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1774.60 qps: 10630.60 (r/w/o: 0.00/7084.40/3546.19) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           292052
        other:                           146026
        total:                           438078
    transactions:                        73013  (1622.27 per sec.)
    queries:                             438078 (9733.62 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0058s
    total number of events:              73013

Latency (ms):
         min:                                    0.77
         avg:                                    4.93
         max:                                 1573.13
         95th percentile:                       10.84
         sum:                               359757.74

Threads fairness:
    events (avg/stddev):           9126.6250/20.46
    execution time (avg/stddev):   44.9697/0.00

