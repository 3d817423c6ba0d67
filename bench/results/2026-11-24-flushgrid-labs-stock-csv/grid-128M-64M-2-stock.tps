sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1084.04 qps: 6535.20 (r/w/o: 0.00/4359.13/2176.07) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1336.48 qps: 8010.89 (r/w/o: 0.00/5337.93/2672.96) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1227.25 qps: 7373.51 (r/w/o: 0.00/4919.01/2454.50) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1323.42 qps: 7924.49 (r/w/o: 0.00/5279.66/2644.83) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1413.22 qps: 8502.34 (r/w/o: 0.00/5673.90/2828.45) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1634.02 qps: 9795.12 (r/w/o: 0.00/6527.08/3268.04) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1614.62 qps: 9679.73 (r/w/o: 0.00/6453.49/3226.24) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1369.23 qps: 8229.37 (r/w/o: 0.00/5487.92/2741.46) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1312.03 qps: 7875.17 (r/w/o: 0.00/5251.11/2624.06) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1550.76 qps: 9275.54 (r/w/o: 0.00/6177.03/3098.51) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1518.20 qps: 9132.20 (r/w/o: 0.00/6092.80/3039.40) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1406.06 qps: 8442.35 (r/w/o: 0.00/5630.23/2812.12) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1541.86 qps: 9251.13 (r/w/o: 0.00/6167.42/3083.71) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1661.72 qps: 9964.29 (r/w/o: 0.00/6640.86/3323.43) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1708.18 qps: 10251.11 (r/w/o: 0.00/6834.74/3416.37) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1820.08 qps: 10915.48 (r/w/o: 0.00/7275.32/3640.16) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1499.13 qps: 9002.80 (r/w/o: 0.00/6004.53/2998.27) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1262.04 qps: 7568.26 (r/w/o: 0.00/5045.18/2523.08) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1375.37 qps: 8252.22 (r/w/o: 0.00/5500.46/2751.75) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1652.14 qps: 9902.86 (r/w/o: 0.00/6598.57/3304.29) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1099.05 qps: 6590.31 (r/w/o: 0.00/4393.20/2197.10) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1454.33 qps: 8731.99 (r/w/o: 0.00/5822.33/2909.67) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1326.22 qps: 7964.33 (r/w/o: 0.00/5311.88/2652.45) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1267.10 qps: 7585.55 (r/w/o: 0.00/5054.36/2531.19) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1308.10 qps: 7856.60 (r/w/o: 0.00/5237.40/2619.20) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1611.11 qps: 9654.75 (r/w/o: 0.00/6432.54/3222.21) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1518.55 qps: 9131.49 (r/w/o: 0.00/6094.39/3037.10) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1580.75 qps: 9487.52 (r/w/o: 0.00/6326.01/3161.51) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1609.44 qps: 9660.67 (r/w/o: 0.00/6441.78/3218.89) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1695.04 qps: 10165.26 (r/w/o: 0.00/6776.17/3389.09) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1398.31 qps: 8378.94 (r/w/o: 0.00/5581.32/2797.62) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1679.41 qps: 10072.47 (r/w/o: 0.00/6713.64/3358.83) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1569.51 qps: 9436.08 (r/w/o: 0.00/6297.05/3139.03) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1481.40 qps: 8881.43 (r/w/o: 0.00/5918.62/2962.81) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1603.16 qps: 9614.97 (r/w/o: 0.00/6408.64/3206.32) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1570.58 qps: 9431.49 (r/w/o: 0.00/6290.33/3141.16) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1459.89 qps: 8759.34 (r/w/o: 0.00/5839.56/2919.78) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1531.27 qps: 9187.63 (r/w/o: 0.00/6125.09/3062.54) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1644.44 qps: 9869.64 (r/w/o: 0.00/6580.76/3288.88) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1640.70 qps: 9825.22 (r/w/o: 0.00/6544.81/3280.41) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1676.42 qps: 10058.50 (r/w/o: 0.00/6704.66/3353.83) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 2060.29 qps: 12363.75 (r/w/o: 0.00/8243.17/4120.58) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1141.38 qps: 6862.29 (r/w/o: 0.00/4579.53/2282.76) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 910.93 qps: 5469.60 (r/w/o: 0.00/3647.73/1821.87) lat (ms,95%): 28.67 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 727.06 qps: 4362.37 (r/w/o: 0.00/2908.25/1454.12) lat (ms,95%): 32.53 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           263524
        other:                           131762
        total:                           395286
    transactions:                        65881  (1463.55 per sec.)
    queries:                             395286 (8781.29 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0142s
    total number of events:              65881

Latency (ms):
         min:                                    0.57
         avg:                                    5.46
         max:                                  116.17
         95th percentile:                       12.08
         sum:                               359858.25

Threads fairness:
    events (avg/stddev):           8235.1250/49.71
    execution time (avg/stddev):   44.9823/0.00

