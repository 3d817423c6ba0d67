sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 776.85 qps: 4691.06 (r/w/o: 0.00/3128.37/1562.69) lat (ms,95%): 21.11 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1040.53 qps: 6238.18 (r/w/o: 0.00/4158.12/2080.06) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1393.08 qps: 8373.48 (r/w/o: 0.00/5587.32/2786.16) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1307.99 qps: 7840.96 (r/w/o: 0.00/5223.97/2616.99) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1246.46 qps: 7470.76 (r/w/o: 0.00/4978.84/2491.92) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1015.02 qps: 6082.10 (r/w/o: 0.00/4055.06/2027.03) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1332.50 qps: 8009.01 (r/w/o: 0.00/5341.00/2668.00) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1170.20 qps: 7029.21 (r/w/o: 0.00/4688.81/2340.40) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1374.51 qps: 8248.06 (r/w/o: 0.00/5499.04/2749.02) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1445.33 qps: 8660.97 (r/w/o: 0.00/5770.32/2890.66) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1433.26 qps: 8584.54 (r/w/o: 0.00/5718.03/2866.51) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1437.49 qps: 8619.94 (r/w/o: 0.00/5744.96/2874.98) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1113.51 qps: 6704.07 (r/w/o: 0.00/4478.04/2226.03) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1471.49 qps: 8832.94 (r/w/o: 0.00/5888.96/2943.98) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1306.77 qps: 7840.62 (r/w/o: 0.00/5227.08/2613.54) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1406.29 qps: 8433.73 (r/w/o: 0.00/5621.15/2812.58) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1294.06 qps: 7772.38 (r/w/o: 0.00/5184.25/2588.13) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1530.16 qps: 9167.94 (r/w/o: 0.00/6107.63/3060.31) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1036.41 qps: 6221.48 (r/w/o: 0.00/4150.66/2070.83) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1374.92 qps: 8259.49 (r/w/o: 0.00/5507.66/2751.83) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1163.90 qps: 6979.40 (r/w/o: 0.00/4651.60/2327.80) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1385.04 qps: 8312.22 (r/w/o: 0.00/5542.14/2770.07) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1258.99 qps: 7555.95 (r/w/o: 0.00/5037.97/2517.98) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1254.80 qps: 7505.78 (r/w/o: 0.00/4997.19/2508.59) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1629.19 qps: 9788.11 (r/w/o: 0.00/6528.74/3259.37) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1556.50 qps: 9345.99 (r/w/o: 0.00/6232.99/3113.00) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1731.96 qps: 10384.77 (r/w/o: 0.00/6920.85/3463.92) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1626.75 qps: 9763.50 (r/w/o: 0.00/6511.00/3252.50) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1505.24 qps: 9034.43 (r/w/o: 0.00/6022.95/3011.48) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1384.87 qps: 8313.23 (r/w/o: 0.00/5543.49/2769.74) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1440.31 qps: 8624.89 (r/w/o: 0.00/5744.26/2880.63) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1606.30 qps: 9641.80 (r/w/o: 0.00/6430.20/3211.60) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1535.00 qps: 9223.02 (r/w/o: 0.00/6152.01/3071.01) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1284.42 qps: 7688.51 (r/w/o: 0.00/5119.67/2568.84) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1542.09 qps: 9259.53 (r/w/o: 0.00/6176.35/3083.18) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1732.78 qps: 10397.65 (r/w/o: 0.00/6931.10/3466.55) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1208.26 qps: 7258.55 (r/w/o: 0.00/4842.03/2416.52) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1389.65 qps: 8307.04 (r/w/o: 0.00/5527.74/2779.30) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1568.98 qps: 9438.99 (r/w/o: 0.00/6302.04/3136.96) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1720.84 qps: 10332.02 (r/w/o: 0.00/6889.35/3442.67) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1808.46 qps: 10839.76 (r/w/o: 0.00/7223.84/3615.92) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1775.86 qps: 10663.16 (r/w/o: 0.00/7110.44/3552.72) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1537.75 qps: 9204.56 (r/w/o: 0.00/6130.06/3074.50) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1351.50 qps: 8134.12 (r/w/o: 0.00/5430.11/2704.01) lat (ms,95%): 15.27 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1495.97 qps: 8970.85 (r/w/o: 0.00/5979.90/2990.95) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           252044
        other:                           126022
        total:                           378066
    transactions:                        63011  (1397.91 per sec.)
    queries:                             378066 (8387.49 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0746s
    total number of events:              63011

Latency (ms):
         min:                                    0.57
         avg:                                    5.72
         max:                                  208.02
         95th percentile:                       11.04
         sum:                               360338.21

Threads fairness:
    events (avg/stddev):           7876.3750/16.34
    execution time (avg/stddev):   45.0423/0.01

