sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1943.93 qps: 11697.55 (r/w/o: 0.00/7801.70/3895.85) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1639.77 qps: 9824.60 (r/w/o: 0.00/6548.07/3276.53) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1570.72 qps: 9439.35 (r/w/o: 0.00/6295.90/3143.45) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1565.98 qps: 9388.90 (r/w/o: 0.00/6255.93/3132.97) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1669.59 qps: 10029.51 (r/w/o: 0.00/6690.34/3339.17) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1625.33 qps: 9751.97 (r/w/o: 0.00/6501.31/3250.66) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1711.01 qps: 10244.08 (r/w/o: 0.00/6823.06/3421.02) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1884.17 qps: 11327.05 (r/w/o: 0.00/7557.70/3769.34) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1484.13 qps: 8896.76 (r/w/o: 0.00/5928.50/2968.25) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1733.96 qps: 10405.77 (r/w/o: 0.00/6938.84/3466.92) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1465.97 qps: 8791.81 (r/w/o: 0.00/5858.87/2932.93) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1593.42 qps: 9558.55 (r/w/o: 0.00/6373.70/3184.85) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1382.60 qps: 8285.60 (r/w/o: 0.00/5519.40/2766.20) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1652.10 qps: 9927.57 (r/w/o: 0.00/6622.38/3305.19) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1541.89 qps: 9256.34 (r/w/o: 0.00/6172.56/3083.78) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1591.90 qps: 9535.43 (r/w/o: 0.00/6351.62/3183.81) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1614.15 qps: 9679.87 (r/w/o: 0.00/6452.58/3227.29) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1857.87 qps: 11161.21 (r/w/o: 0.00/7445.47/3715.74) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1641.39 qps: 9854.34 (r/w/o: 0.00/6570.56/3283.78) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1567.28 qps: 9404.70 (r/w/o: 0.00/6270.13/3134.57) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1647.16 qps: 9884.98 (r/w/o: 0.00/6590.66/3294.33) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1565.14 qps: 9378.81 (r/w/o: 0.00/6250.54/3128.27) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1616.60 qps: 9695.58 (r/w/o: 0.00/6460.38/3235.19) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1579.44 qps: 9487.66 (r/w/o: 0.00/6329.77/3157.89) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1585.72 qps: 9500.31 (r/w/o: 0.00/6330.87/3169.44) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1839.38 qps: 11050.28 (r/w/o: 0.00/7368.52/3681.76) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1735.93 qps: 10400.59 (r/w/o: 0.00/6929.73/3470.86) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 2140.24 qps: 12846.44 (r/w/o: 0.00/8564.96/4281.48) lat (ms,95%): 5.99 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 2061.97 qps: 12384.84 (r/w/o: 0.00/8260.89/4123.95) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1974.54 qps: 11831.23 (r/w/o: 0.00/7881.15/3950.07) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1880.98 qps: 11283.88 (r/w/o: 0.00/7524.92/3758.96) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1649.81 qps: 9918.86 (r/w/o: 0.00/6617.24/3301.62) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1661.17 qps: 9948.04 (r/w/o: 0.00/6626.69/3321.35) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1371.48 qps: 8225.90 (r/w/o: 0.00/5482.93/2742.97) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1116.11 qps: 6712.67 (r/w/o: 0.00/4479.45/2233.22) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1750.74 qps: 10496.46 (r/w/o: 0.00/6995.98/3500.49) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1727.92 qps: 10375.49 (r/w/o: 0.00/6918.66/3456.83) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1799.33 qps: 10796.99 (r/w/o: 0.00/7199.33/3597.66) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1330.99 qps: 7981.96 (r/w/o: 0.00/5319.97/2661.98) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1713.04 qps: 10273.24 (r/w/o: 0.00/6846.16/3427.08) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1351.82 qps: 8116.95 (r/w/o: 0.00/5413.30/2703.65) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1712.63 qps: 10276.76 (r/w/o: 0.00/6851.51/3425.25) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1539.09 qps: 9235.57 (r/w/o: 0.00/6157.38/3078.19) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1392.82 qps: 8355.91 (r/w/o: 0.00/5570.27/2785.64) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1576.60 qps: 9466.57 (r/w/o: 0.00/6313.38/3153.19) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           296268
        other:                           148134
        total:                           444402
    transactions:                        74067  (1645.70 per sec.)
    queries:                             444402 (9874.20 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0060s
    total number of events:              74067

Latency (ms):
         min:                                    0.65
         avg:                                    4.86
         max:                                  101.72
         95th percentile:                        8.58
         sum:                               359799.37

Threads fairness:
    events (avg/stddev):           9258.3750/41.87
    execution time (avg/stddev):   44.9749/0.00

