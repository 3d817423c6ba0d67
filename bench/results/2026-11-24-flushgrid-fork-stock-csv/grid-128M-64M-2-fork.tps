sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1333.06 qps: 8019.30 (r/w/o: 0.00/5347.20/2672.10) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1098.81 qps: 6611.89 (r/w/o: 0.00/4412.26/2199.63) lat (ms,95%): 23.52 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 613.01 qps: 3660.04 (r/w/o: 0.00/2434.02/1226.01) lat (ms,95%): 23.52 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 723.86 qps: 4361.14 (r/w/o: 0.00/2913.43/1447.71) lat (ms,95%): 24.83 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 797.12 qps: 4782.74 (r/w/o: 0.00/3188.49/1594.25) lat (ms,95%): 28.67 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 970.03 qps: 5819.16 (r/w/o: 0.00/3879.11/1940.05) lat (ms,95%): 24.38 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1067.91 qps: 6405.43 (r/w/o: 0.00/4269.62/2135.81) lat (ms,95%): 23.95 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1245.17 qps: 7467.01 (r/w/o: 0.00/4976.67/2490.34) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1053.27 qps: 6324.65 (r/w/o: 0.00/4218.10/2106.55) lat (ms,95%): 21.11 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1571.37 qps: 9407.22 (r/w/o: 0.00/6264.48/3142.74) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1641.49 qps: 9865.94 (r/w/o: 0.00/6582.96/3282.98) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1513.76 qps: 9084.56 (r/w/o: 0.00/6057.04/3027.52) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1412.92 qps: 8462.48 (r/w/o: 0.00/5638.64/2823.83) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1257.54 qps: 7554.25 (r/w/o: 0.00/5037.16/2517.08) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 729.87 qps: 4369.24 (r/w/o: 0.00/2909.50/1459.75) lat (ms,95%): 24.38 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 749.78 qps: 4507.69 (r/w/o: 0.00/3008.13/1499.56) lat (ms,95%): 23.10 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 732.31 qps: 4399.84 (r/w/o: 0.00/2935.23/1464.61) lat (ms,95%): 25.28 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 497.94 qps: 2992.65 (r/w/o: 0.00/1996.76/995.88) lat (ms,95%): 31.37 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 845.53 qps: 5069.23 (r/w/o: 0.00/3378.16/1691.07) lat (ms,95%): 26.68 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1097.94 qps: 6581.64 (r/w/o: 0.00/4385.75/2195.89) lat (ms,95%): 21.89 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1034.59 qps: 6198.55 (r/w/o: 0.00/4132.36/2066.18) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1266.63 qps: 7616.82 (r/w/o: 0.00/5080.56/2536.26) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1511.45 qps: 9050.73 (r/w/o: 0.00/6028.82/3021.91) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1390.88 qps: 8359.31 (r/w/o: 0.00/5576.55/2782.77) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1573.90 qps: 9428.40 (r/w/o: 0.00/6280.60/3147.79) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1509.66 qps: 9056.96 (r/w/o: 0.00/6037.64/3019.32) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1545.87 qps: 9291.23 (r/w/o: 0.00/6199.48/3091.74) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1141.15 qps: 6840.92 (r/w/o: 0.00/4558.61/2282.30) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1129.05 qps: 6785.31 (r/w/o: 0.00/4527.21/2258.10) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1181.11 qps: 7072.64 (r/w/o: 0.00/4710.43/2362.21) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1054.06 qps: 6337.37 (r/w/o: 0.00/4229.25/2108.12) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 949.79 qps: 5687.73 (r/w/o: 0.00/3788.15/1899.57) lat (ms,95%): 21.11 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1027.15 qps: 6171.90 (r/w/o: 0.00/4117.60/2054.30) lat (ms,95%): 23.10 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 996.12 qps: 5980.73 (r/w/o: 0.00/3988.48/1992.24) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 845.15 qps: 5070.89 (r/w/o: 0.00/3380.59/1690.30) lat (ms,95%): 24.38 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 920.43 qps: 5521.58 (r/w/o: 0.00/3680.72/1840.86) lat (ms,95%): 26.20 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1087.39 qps: 6525.35 (r/w/o: 0.00/4350.57/2174.78) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1365.67 qps: 8194.00 (r/w/o: 0.00/5462.67/2731.33) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1291.58 qps: 7748.48 (r/w/o: 0.00/5165.32/2583.16) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1163.72 qps: 6965.32 (r/w/o: 0.00/4637.88/2327.44) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1301.36 qps: 7819.13 (r/w/o: 0.00/5216.42/2602.72) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1307.02 qps: 7837.09 (r/w/o: 0.00/5223.06/2614.03) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1375.35 qps: 8252.10 (r/w/o: 0.00/5502.40/2749.70) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1665.56 qps: 9993.35 (r/w/o: 0.00/6661.23/3332.12) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1408.11 qps: 8450.63 (r/w/o: 0.00/5635.42/2815.21) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           208016
        other:                           104008
        total:                           312024
    transactions:                        52004  (1155.24 per sec.)
    queries:                             312024 (6931.46 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0137s
    total number of events:              52004

Latency (ms):
         min:                                    0.52
         avg:                                    6.92
         max:                                  103.64
         95th percentile:                       18.28
         sum:                               359849.31

Threads fairness:
    events (avg/stddev):           6500.5000/56.30
    execution time (avg/stddev):   44.9812/0.00

