sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1741.31 qps: 10477.79 (r/w/o: 0.00/6988.18/3489.61) lat (ms,95%): 7.70 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1812.94 qps: 10884.63 (r/w/o: 0.00/7257.76/3626.87) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1645.01 qps: 9865.09 (r/w/o: 0.00/6576.06/3289.03) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1418.24 qps: 8505.45 (r/w/o: 0.00/5667.96/2837.48) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1435.60 qps: 8621.59 (r/w/o: 0.00/5750.40/2871.20) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1449.67 qps: 8692.01 (r/w/o: 0.00/5792.67/2899.34) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1536.84 qps: 9223.01 (r/w/o: 0.00/6150.34/3072.67) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1577.00 qps: 9455.02 (r/w/o: 0.00/6300.01/3155.01) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1425.19 qps: 8560.12 (r/w/o: 0.00/5709.74/2850.37) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1557.79 qps: 9352.72 (r/w/o: 0.00/6237.15/3115.57) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1512.96 qps: 9070.74 (r/w/o: 0.00/6045.83/3024.91) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1693.83 qps: 10159.97 (r/w/o: 0.00/6772.32/3387.66) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1731.22 qps: 10388.31 (r/w/o: 0.00/6924.87/3463.44) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1757.90 qps: 10534.42 (r/w/o: 0.00/7018.62/3515.80) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1670.18 qps: 10039.09 (r/w/o: 0.00/6698.72/3340.36) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1619.27 qps: 9713.59 (r/w/o: 0.00/6475.06/3238.53) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1372.22 qps: 8232.31 (r/w/o: 0.00/5487.87/2744.44) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1530.53 qps: 9187.20 (r/w/o: 0.00/6126.13/3061.06) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1755.06 qps: 10530.36 (r/w/o: 0.00/7020.24/3510.12) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1921.03 qps: 11517.17 (r/w/o: 0.00/7675.11/3842.06) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1661.50 qps: 9965.99 (r/w/o: 0.00/6642.99/3323.00) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1637.40 qps: 9830.40 (r/w/o: 0.00/6556.60/3273.80) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1693.35 qps: 10160.09 (r/w/o: 0.00/6772.40/3387.70) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1654.35 qps: 9925.10 (r/w/o: 0.00/6617.40/3307.70) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1539.18 qps: 9233.08 (r/w/o: 0.00/6153.72/3079.36) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1852.98 qps: 11127.87 (r/w/o: 0.00/7421.91/3705.96) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1923.34 qps: 11513.05 (r/w/o: 0.00/7669.37/3843.68) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1664.86 qps: 10002.15 (r/w/o: 0.00/6670.43/3331.72) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1376.16 qps: 8259.94 (r/w/o: 0.00/5507.63/2752.31) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1642.32 qps: 9857.91 (r/w/o: 0.00/6572.27/3285.64) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1387.95 qps: 8329.71 (r/w/o: 0.00/5553.81/2775.90) lat (ms,95%): 16.71 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1571.05 qps: 9414.31 (r/w/o: 0.00/6272.21/3142.10) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1397.29 qps: 8392.72 (r/w/o: 0.00/5598.15/2794.57) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1522.86 qps: 9140.17 (r/w/o: 0.00/6095.45/3044.72) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1512.37 qps: 9066.23 (r/w/o: 0.00/6040.49/3025.74) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1531.95 qps: 9192.73 (r/w/o: 0.00/6128.82/3063.91) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1462.72 qps: 8783.31 (r/w/o: 0.00/5857.88/2925.44) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1592.67 qps: 9557.04 (r/w/o: 0.00/6372.70/3184.35) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1652.23 qps: 9908.35 (r/w/o: 0.00/6603.90/3304.45) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1241.40 qps: 7448.40 (r/w/o: 0.00/4965.60/2482.80) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1296.24 qps: 7774.46 (r/w/o: 0.00/5180.97/2593.49) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1339.89 qps: 8041.36 (r/w/o: 0.00/5361.57/2679.79) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1550.45 qps: 9303.70 (r/w/o: 0.00/6203.80/3099.90) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1552.85 qps: 9323.10 (r/w/o: 0.00/6216.40/3106.70) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1585.48 qps: 9503.90 (r/w/o: 0.00/6332.93/3170.97) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           284064
        other:                           142032
        total:                           426096
    transactions:                        71016  (1577.93 per sec.)
    queries:                             426096 (9467.60 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0053s
    total number of events:              71016

Latency (ms):
         min:                                    0.85
         avg:                                    5.07
         max:                                  189.71
         95th percentile:                       14.46
         sum:                               359719.33

Threads fairness:
    events (avg/stddev):           8877.0000/32.40
    execution time (avg/stddev):   44.9649/0.01

