sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1275.26 qps: 7684.26 (r/w/o: 0.00/5125.81/2558.45) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1106.57 qps: 6646.44 (r/w/o: 0.00/4433.31/2213.13) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1057.11 qps: 6342.69 (r/w/o: 0.00/4228.46/2114.23) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1254.46 qps: 7518.74 (r/w/o: 0.00/5009.82/2508.92) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1070.14 qps: 6418.84 (r/w/o: 0.00/4279.56/2139.28) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1267.20 qps: 7610.25 (r/w/o: 0.00/5074.84/2535.41) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1527.09 qps: 9138.56 (r/w/o: 0.00/6084.37/3054.19) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 192.24 qps: 1180.17 (r/w/o: 0.00/795.70/384.47) lat (ms,95%): 48.34 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1251.48 qps: 7508.89 (r/w/o: 0.00/5005.93/2502.96) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1031.68 qps: 6170.06 (r/w/o: 0.00/4107.71/2062.35) lat (ms,95%): 18.61 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1347.45 qps: 8104.71 (r/w/o: 0.00/5408.81/2695.90) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1417.32 qps: 8497.91 (r/w/o: 0.00/5663.28/2834.64) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1602.76 qps: 9600.53 (r/w/o: 0.00/6396.02/3204.51) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1467.96 qps: 8810.75 (r/w/o: 0.00/5873.83/2936.92) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1815.00 qps: 10877.99 (r/w/o: 0.00/7247.99/3630.00) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1814.10 qps: 10903.58 (r/w/o: 0.00/7276.39/3627.19) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1766.52 qps: 10606.11 (r/w/o: 0.00/7072.07/3534.04) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1769.47 qps: 10596.82 (r/w/o: 0.00/7058.88/3537.95) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1614.95 qps: 9682.68 (r/w/o: 0.00/6453.78/3228.89) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1163.29 qps: 7010.74 (r/w/o: 0.00/4682.16/2328.59) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1421.43 qps: 8529.57 (r/w/o: 0.00/5686.72/2842.86) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1620.37 qps: 9718.21 (r/w/o: 0.00/6477.48/3240.74) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1973.87 qps: 11825.23 (r/w/o: 0.00/7880.49/3944.74) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1615.46 qps: 9705.75 (r/w/o: 0.00/6471.84/3233.92) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1530.59 qps: 9189.53 (r/w/o: 0.00/6128.36/3061.18) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1583.46 qps: 9503.77 (r/w/o: 0.00/6336.84/3166.92) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1465.96 qps: 8772.78 (r/w/o: 0.00/5840.86/2931.93) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1495.10 qps: 8971.61 (r/w/o: 0.00/5981.40/2990.21) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1395.98 qps: 8373.83 (r/w/o: 0.00/5581.87/2791.95) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1547.98 qps: 9297.87 (r/w/o: 0.00/6201.91/3095.96) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1729.93 qps: 10391.55 (r/w/o: 0.00/6931.70/3459.85) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1362.12 qps: 8148.76 (r/w/o: 0.00/5425.51/2723.25) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1247.85 qps: 7503.12 (r/w/o: 0.00/5006.41/2496.71) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1319.73 qps: 7912.40 (r/w/o: 0.00/5272.94/2639.47) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1536.22 qps: 9228.34 (r/w/o: 0.00/6156.90/3071.45) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1590.03 qps: 9533.17 (r/w/o: 0.00/6352.12/3181.06) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1471.06 qps: 8838.37 (r/w/o: 0.00/5896.24/2942.12) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1268.77 qps: 7604.61 (r/w/o: 0.00/5067.07/2537.53) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1454.67 qps: 8732.01 (r/w/o: 0.00/5822.67/2909.34) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1592.09 qps: 9556.57 (r/w/o: 0.00/6372.38/3184.18) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1642.51 qps: 9852.08 (r/w/o: 0.00/6567.06/3285.03) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1558.02 qps: 9333.10 (r/w/o: 0.00/6218.06/3115.03) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1646.00 qps: 9887.98 (r/w/o: 0.00/6594.98/3293.00) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1696.25 qps: 10166.48 (r/w/o: 0.00/6774.99/3391.50) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 5 tps: 1806.55 qps: 10822.34 (r/w/o: 0.00/7214.23/3608.11) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           261540
        other:                           130770
        total:                           392310
    transactions:                        65385  (1452.67 per sec.)
    queries:                             392310 (8716.01 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0099s
    total number of events:              65385

Latency (ms):
         min:                                    0.49
         avg:                                    5.50
         max:                                  808.76
         95th percentile:                       11.65
         sum:                               359786.97

Threads fairness:
    events (avg/stddev):           8173.1250/66.15
    execution time (avg/stddev):   44.9734/0.00

